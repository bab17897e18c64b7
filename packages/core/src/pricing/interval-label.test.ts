import { describe, expect, it } from "vitest";
import { intervalLabel } from "./interval-label";

describe("intervalLabel", () => {
  it.each([
    { interval: "day", label: "daily" },
    { interval: "week", label: "weekly" },
    { interval: "month", label: "monthly" },
    { interval: "year", label: "annually" },
  ] as const)("labels the $interval interval $label", ({ interval, label }) => {
    expect(intervalLabel(interval)).toBe(label);
  });

  it("has no label for a one-time option", () => {
    expect(intervalLabel(null)).toBeNull();
  });
});
