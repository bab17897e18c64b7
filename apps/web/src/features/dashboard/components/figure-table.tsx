import { type ReactNode, useId } from "react";

interface FigureTableProps {
  caption: string;
  header: string[];
  rows: ReactNode[][];
  /** Columns holding numbers, set right-aligned. */
  numeric?: ReadonlySet<number>;
  /** What the table says when it has no rows. */
  empty?: string;
}

/**
 * A table of figures, its first column naming each row. It scrolls sideways on a narrow screen,
 * and its scrolling box can take the focus so a keyboard can scroll it too.
 */
export function FigureTable({
  caption,
  header,
  rows,
  numeric = new Set(),
  empty,
}: FigureTableProps) {
  const captionId = useId();
  if (rows.length === 0 && empty) return <p className="dashboard__empty">{empty}</p>;
  const cellClass = (column: number) => (numeric.has(column) ? "figure-table__number" : undefined);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard.
    <section className="figure-table" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {header.map((title, column) => (
              <th key={title} scope="col" className={cellClass(column)}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // Rows are figures in a fixed order; their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <tr key={index}>
              {row.map((cell, column) =>
                column === 0 ? (
                  <th key={header[column]} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={header[column]} className={cellClass(column)}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
