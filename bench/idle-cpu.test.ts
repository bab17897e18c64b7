import { describe, expect, it } from "vitest";
import { idleCpuRows, percentOfCore } from "./idle-cpu";

const options = {
  repoRoot: "/",
  env: {},
  settleSeconds: 10,
  sampleSeconds: 60,
  budgetPercent: 0.5,
};

describe("the idle server's CPU", () => {
  it("is the process's CPU seconds over the wall seconds, in percent of one core", () => {
    expect(percentOfCore(12.5, 12.8, 60)).toBeCloseTo(0.5);
  });

  it("passes at the budget, fails above it, and says NOT RUN without a figure", () => {
    const verdict = (percentOfCore: number | null) =>
      idleCpuRows({ percentOfCore, notes: [] }, options)[0]?.verdict;
    expect(verdict(0.5)).toBe("PASS");
    expect(verdict(0.51)).toBe("FAIL");
    expect(verdict(null)).toBe("NOT RUN");
  });
});
