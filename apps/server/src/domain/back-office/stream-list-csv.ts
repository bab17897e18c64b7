import { pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import type { ListPosition } from "./list-cursor";
import type { ListPage } from "./list-page";

/** One column of an export: its header and how a row fills its cell. */
export type CsvColumn<Row> = [header: string, cell: (row: Row) => unknown];

/** Reads the page after a position (null for the first), as many rows as `limit` says. */
export type PageReader<Row> = (after: ListPosition | null, limit: number) => Promise<ListPage<Row>>;

/** A cell as text: numbers stay numbers, lists and answers are written as JSON. */
function cellOf(value: unknown): unknown {
  if (value === null || value === undefined) return "";
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
    return value;
  }
  return JSON.stringify(value);
}

/**
 * Every row a list's filter matches as one CSV (RFC 4180: quoted where needed, CRLF between
 * records), read from the database `batchRows` at a time by the same keyset as its pages, so
 * memory stays flat however many rows there are. A cell that a spreadsheet would run as a
 * formula (=, +, -, @, tab or CR first) is prefixed with ' as OWASP advises.
 */
export function streamListCsv<Row>(
  readPage: PageReader<Row>,
  columns: CsvColumn<Row>[],
  options: { batchRows: number; onError: (error: unknown) => void },
): Readable {
  async function* records() {
    let after: ListPosition | null = null;
    do {
      const page: ListPage<Row> = await readPage(after, options.batchRows);
      for (const row of page.rows) yield columns.map(([, cell]) => cellOf(cell(row)));
      after = page.next;
    } while (after !== null);
  }
  const csv = stringify({
    header: true,
    columns: columns.map(([header]) => header),
    escape_formulas: true,
    record_delimiter: "windows",
    cast: { boolean: (value) => (value ? "true" : "false") },
  });
  // A failure half-way cannot change the status already sent: the download is cut short, so the
  // file is visibly incomplete rather than silently missing rows.
  pipeline(Readable.from(records()), csv, (error) => {
    if (error) options.onError(error);
  });
  return csv;
}
