import { writeFileSync } from "node:fs";

/** Where `npm run bench` leaves its latest figures, which the README and docs link to. */
export const LATEST_REPORT_PATH = "docs/bench-latest.md";

export interface LatestReport {
  /** When the run ended, as an ISO instant. */
  finishedAt: string;
  nodeVersion: string;
  partsRun: readonly string[];
  partsNotRun: readonly string[];
  /** The report as the bench prints it: method lines, the table, loads and findings. */
  report: string;
  /** The figures as JSON, for a script to read. */
  figures: unknown;
}

/**
 * The latest run as a page of docs: the figures in one generated file instead of pasted into
 * prose that goes stale (docs/decisions/153). A fence longer than any run of backticks in the
 * report keeps the report's own text from closing it.
 */
export function latestReportMarkdown(run: LatestReport): string {
  const longestTicks = Math.max(
    0,
    ...[...run.report.matchAll(/`+/g)].map(([ticks]) => ticks.length),
  );
  const fence = "`".repeat(Math.max(3, longestTicks + 1));
  const parts =
    run.partsNotRun.length === 0
      ? "every part"
      : `${run.partsRun.join(", ")}; not run: ${run.partsNotRun.join(", ")}`;
  return [
    "# The latest `npm run bench`",
    "",
    "Written by `npm run bench` (`bench/run.ts`); run the bench again rather than editing it.",
    "What each part measures: [testing.md](testing.md#measure-it); the goals:",
    "[architecture.md](architecture.md#performance-budgets).",
    "",
    `- Finished: ${run.finishedAt}`,
    `- Node: ${run.nodeVersion}`,
    `- Parts: ${parts}`,
    "",
    `${fence}text`,
    run.report.trim(),
    fence,
    "",
    "<details><summary>The same figures as JSON</summary>",
    "",
    `${fence}json`,
    JSON.stringify(run.figures, null, 2),
    fence,
    "",
    "</details>",
    "",
  ].join("\n");
}

export function writeLatestReport(repoRoot: string, run: LatestReport): string {
  const path = `${repoRoot}${LATEST_REPORT_PATH}`;
  writeFileSync(path, latestReportMarkdown(run));
  return path;
}
