import { describe, expect, it } from "vitest";
import { secondHalfTrendMb } from "./footprint";

const samples = (rss: number[]) => rss.map((rssMb, index) => ({ seconds: index * 10, rssMb }));

describe("secondHalfTrendMb", () => {
  it("reads the growth of the fitted line over the second half only", () => {
    // Rising fast at first, then 1 MB per sample over the last four: 3 MB across them.
    expect(secondHalfTrendMb(samples([100, 150, 200, 250, 250, 251, 252, 253]))).toBeCloseTo(3);
  });

  it("sees no trend in a saw-tooth that keeps its level", () => {
    expect(secondHalfTrendMb(samples([0, 0, 0, 0, 200, 220, 200, 220, 200, 220]))).toBeCloseTo(
      0,
      0,
    );
  });

  it("has nothing to say with fewer than three samples in the second half", () => {
    expect(secondHalfTrendMb(samples([100, 120, 140, 160]))).toBeNull();
  });
});
