import { describe, expect, it } from "vitest";
import { gridValues, labelledDays, niceCeiling } from "./chart-scale";

describe("a chart's value axis", () => {
  it.each([
    [0, 4],
    [1, 4],
    [4, 4],
    [5, 8],
    [8, 8],
    [11, 20],
    [180, 200],
    [201, 400],
    [999, 1000],
    [1001, 2000],
  ])("tops %d at %d", (largest, ceiling) => {
    expect(niceCeiling(largest)).toBe(ceiling);
  });

  it("draws four equal steps", () => {
    expect(gridValues(200)).toEqual([0, 50, 100, 150, 200]);
  });

  it.each([
    [0, []],
    [1, [0]],
    [2, [0, 1]],
    [7, [0, 3, 6]],
    [30, [0, 14, 29]],
  ])("labels %d days at %j", (count, indexes) => {
    expect(labelledDays(count)).toEqual(indexes);
  });
});
