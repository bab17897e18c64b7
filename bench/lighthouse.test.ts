import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import {
  emptyLighthouseFigures,
  lateLongTasksOf,
  lighthouseFindings,
  lighthouseRows,
  median,
  medianOf,
  type RunFigures,
} from "./lighthouse";

const run = (
  performance: number,
  tbtMs: number,
  findings: string[] = [],
  lateLongTasks = 0,
): RunFigures => ({
  performance,
  fcpMs: 900,
  lcpMs: 1_500,
  tbtMs,
  cls: 0.01,
  accessibility: 100,
  bestPractices: 100,
  lateLongTasks,
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

  it("fails a state whose median run has a long task from a script loaded after first paint", () => {
    const figures = emptyLighthouseFigures();
    figures.states.checkout = { runs: [], median: run(99, 20, ["late script"], 1) };
    figures.states.gift = { runs: [], median: run(99, 20) };
    const rows = lighthouseRows(figures, 3);
    const verdict = (metric: string) => rows.find((row) => row.metric === metric)?.verdict;
    expect(verdict("Lighthouse checkout long tasks from scripts loaded after first paint")).toBe(
      "FAIL",
    );
    expect(verdict("Lighthouse gift page long tasks from scripts loaded after first paint")).toBe(
      "PASS",
    );
    expect(lighthouseFindings(figures)).toEqual(["Lighthouse checkout:", "  - late script"]);
  });
});

describe("lateLongTasksOf", () => {
  // The page's first request starts at 1,000,000 µs of the trace's clock; it paints 300 ms on.
  const NETWORK_START_TS = 1_000_000;
  const result = (longTasks: Array<{ url: string; duration: number }>, firstPaintTs?: number) =>
    ({
      audits: {
        metrics: { details: { items: [{ observedFirstPaintTs: firstPaintTs }] } },
        "network-requests": {
          details: {
            items: [
              { url: "http://shop/page", resourceType: "Document", rendererStartTime: 0 },
              { url: "http://shop/entry.js", resourceType: "Script", rendererStartTime: 120 },
              { url: "http://shop/idle.js", resourceType: "Script", rendererStartTime: 900 },
              { url: "http://shop/words.json", resourceType: "Fetch", rendererStartTime: 950 },
            ],
            debugData: { type: "debugdata", networkStartTimeTs: NETWORK_START_TS },
          },
        },
        "long-tasks": { details: { items: longTasks.map((task) => ({ ...task, startTime: 0 })) } },
      },
    }) as unknown as Result;

  it("lays a long task to a script asked for after the first paint, not to earlier ones", () => {
    const painted = NETWORK_START_TS + 300_000;
    const tasks = [
      { url: "http://shop/entry.js", duration: 180 },
      { url: "http://shop/idle.js", duration: 420 },
      { url: "http://shop/page", duration: 60 },
    ];
    expect(lateLongTasksOf(result(tasks, painted))).toEqual([
      { url: "http://shop/idle.js", durationMs: 420 },
    ]);
    expect(
      lateLongTasksOf(result([{ url: "http://shop/entry.js", duration: 180 }], painted)),
    ).toEqual([]);
  });

  it("has nothing to say about a run that painted nothing, such as a timespan", () => {
    expect(lateLongTasksOf(result([{ url: "http://shop/idle.js", duration: 420 }]))).toBeNull();
  });
});
