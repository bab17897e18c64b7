/**
 * Rows as aligned columns for an operator's terminal: text left-aligned, numbers (cells the
 * caller marks by `rightAligned`) right-aligned.
 */
export function textTable(
  header: string[],
  rows: string[][],
  rightAligned: ReadonlySet<number> = new Set(),
): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        rightAligned.has(column)
          ? cell.padStart(widths[column] ?? 0)
          : cell.padEnd(widths[column] ?? 0),
      )
      .join("  ")
      .trimEnd();
  return `${[header, ...rows].map(line).join("\n")}\n`;
}
