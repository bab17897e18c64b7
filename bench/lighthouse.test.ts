import { describe, expect, it } from "vitest";
import {
  emptyLighthouseFigures,
  lighthouseFindings,
  lighthouseRows,
  median,
  medianOf,
  type RunFigures,
} from "./lighthouse";

const run = (performance: number, tbtMs: number, findings: string[] = []): RunFigures => ({
  performance,
  fcpMs: 900,
  lcpMs: 1_500,
  tbtMs,
  cls: 0.01,
  accessibility: 100,
  bestPractices: 100,
  findings,
});

describe("median", () => {
  it("takes the middle value, or the mean of the middle two, and skips unknowns", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 5, null])).toBe(5);
    expect(median([null])).toBeNull();
  });
});

describe("medianOf", () => {
  it("takes each figure's own median, and the findings of the median-scoring run", () => {
    const figures = medianOf([run(90, 300, ["slow"]), run(99, 20, ["fast"]), run(95, 40, ["mid"])]);
    expect(figures.performance).toBe(95);
    expect(figures.tbtMs).toBe(40);
    expect(figures.findings).toEqual(["mid"]);
  });
});

describe("lighthouseRows", () => {
  it("gives verdicts against the goals, n/a where a mode has no figure, NOT RUN where none ran", () => {
    const figures = emptyLighthouseFigures();
    figures.states.checkout = { runs: [], median: run(97, 60, ["opportunity: x"]) };
    figures.states.success = { runs: [], median: { ...run(100, 0), fcpMs: null, lcpMs: null } };
    const rows = lighthouseRows(figures, 3);
    const verdict = (metric: string) => rows.find((row) => row.metric === metric)?.verdict;
    expect(verdict("Lighthouse checkout performance (median of 3)")).toBe("FAIL");
    expect(verdict("Lighthouse checkout TBT")).toBe("FAIL");
    expect(verdict("Lighthouse checkout CLS")).toBe("PASS");
    expect(verdict("Lighthouse gift page FCP")).toBe("NOT RUN");
    expect(verdict("Lighthouse success (pay press) FCP")).toBe("INFO");
    expect(verdict("Lighthouse success (pay press) performance (median of 3)")).toBe("PASS");
    expect(lighthouseFindings(figures)).toEqual(["Lighthouse checkout:", "  - opportunity: x"]);
  });
});
