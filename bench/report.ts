import type { LoadResult } from "./http-load";

export type Verdict = "PASS" | "FAIL" | "INFO" | "NOT RUN";

export interface ReportRow {
  metric: string;
  value: string;
  goal: string;
  verdict: Verdict;
}

export function atMost(value: number, limit: number): Verdict {
  return value <= limit ? "PASS" : "FAIL";
}

export function atLeast(value: number, limit: number): Verdict {
  return value >= limit ? "PASS" : "FAIL";
}

export function formatNumber(
  value: number,
  fractionDigits: number,
  minimumFractionDigits = fractionDigits,
): string {
  return value.toLocaleString("en-US", {
    minimumFractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}

/** A plain-text table that stays aligned in any terminal and in CI logs. */
export function formatTable(rows: readonly ReportRow[]): string {
  const header: ReportRow = { metric: "Metric", value: "Value", goal: "Goal", verdict: "INFO" };
  const cells = [header, ...rows].map((row, index) => [
    row.metric,
    row.value,
    row.goal,
    index === 0 ? "Result" : row.verdict === "INFO" ? "-" : row.verdict,
  ]);
  const widths = [0, 1, 2, 3].map((column) =>
    Math.max(...cells.map((row) => (row[column] ?? "").length)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return column === 1 ? cell.padStart(width) : cell.padEnd(width);
      })
      .join("  ")
      .trimEnd();
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  const [headerCells, ...bodyCells] = cells;
  return [line(headerCells ?? []), rule, ...bodyCells.map(line)].join("\n");
}

/** The rate of a load next to a pgbench reference rate, with the share the budget asks for. */
export interface Reference {
  /** Names the pgbench run, e.g. "pgbench select-only". */
  name: string;
  tps: number | undefined;
  goalPercent: number;
  /** The budget's p99 latency at the load's connections, when it sets one. */
  p99GoalMs?: number;
}

export function shareOf(requestsPerSecond: number, reference: Reference): number | null {
  return reference.tps ? (100 * requestsPerSecond) / reference.tps : null;
}

/** Rate and latency of one measured endpoint, then its share of the reference rate. */
export function loadRows(
  label: string,
  load: string,
  result: LoadResult | null,
  reference: Reference,
): ReportRow[] {
  const info = (metric: string, value: string): ReportRow => ({
    metric,
    value: result ? value : "-",
    goal: "-",
    verdict: result ? "INFO" : "NOT RUN",
  });
  const share = result ? shareOf(result.requestsPerSecond, reference) : null;
  return [
    info(`${label} req/s (${load})`, `${formatNumber(result?.requestsPerSecond ?? 0, 0)} req/s`),
    info(`${label} latency p50`, `${formatNumber(result?.latencyP50Ms ?? 0, 2, 0)} ms`),
    reference.p99GoalMs === undefined
      ? info(`${label} latency p99`, `${formatNumber(result?.latencyP99Ms ?? 0, 2, 0)} ms`)
      : {
          metric: `${label} latency p99`,
          value: result ? `${formatNumber(result.latencyP99Ms, 2, 0)} ms` : "-",
          goal: `<= ${reference.p99GoalMs} ms`,
          verdict: result ? atMost(result.latencyP99Ms, reference.p99GoalMs) : "NOT RUN",
        },
    {
      metric: `${label} req/s vs ${reference.name}`,
      value: share === null ? "-" : `${formatNumber(share, 1)} %`,
      goal: `>= ${reference.goalPercent} %`,
      verdict: share === null ? "NOT RUN" : atLeast(share, reference.goalPercent),
    },
  ];
}
