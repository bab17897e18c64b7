import { describe, expect, it } from "vitest";
import { latestReportMarkdown } from "./latest-report";

const run = {
  finishedAt: "2026-12-06T23:30:00.000Z",
  nodeVersion: "v24.11.1",
  partsRun: ["bundle", "footprint"],
  partsNotRun: ["lighthouse", "catalog"],
  report: "Metric  Value  Goal\n------  -----  ----\nInitial JS gzip  98.2 kB  <= 105 kB  PASS\n",
  figures: { bundle: { jsGzipKb: 98.2 } },
};

describe("the bench's latest report", () => {
  it("carries the run's date, Node, parts, table and figures", () => {
    const page = latestReportMarkdown(run);

    expect(page).toMatch(/^# The latest `npm run bench`\n/);
    expect(page).toContain("- Finished: 2026-12-06T23:30:00.000Z");
    expect(page).toContain("- Node: v24.11.1");
    expect(page).toContain("- Parts: bundle, footprint; not run: lighthouse, catalog");
    expect(page).toContain("```text\nMetric  Value  Goal\n");
    expect(page).toContain("Initial JS gzip  98.2 kB  <= 105 kB  PASS\n```\n");
    expect(page).toContain('"jsGzipKb": 98.2');
  });

  it("says every part when none was left out", () => {
    expect(latestReportMarkdown({ ...run, partsNotRun: [] })).toContain("- Parts: every part\n");
  });

  it("fences a report that holds backticks of its own with a longer fence", () => {
    const page = latestReportMarkdown({ ...run, report: "a note with ``` inside" });

    expect(page).toContain("````text\na note with ``` inside\n````\n");
  });
});
