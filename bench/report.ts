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
