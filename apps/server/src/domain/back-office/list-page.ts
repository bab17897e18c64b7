import { type Column, desc, gte, lt, type SQL, sql } from "drizzle-orm";
import type { ListPosition } from "./list-cursor";
import type { ListFilter } from "./list-filter";

/** One page of a list and where the next one starts; null on the last page. */
export interface ListPage<Row> {
  rows: Row[];
  next: ListPosition | null;
}

/** A row's place in its list, to the microsecond Postgres keeps (see ListPosition). */
export const positionOf = (createdAt: Column) =>
  sql<string>`to_char(${createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The conditions every list shares: created within the filter's range, and after the cursor in
 * the order newest first, id breaking ties, so a row made while a client pages never moves the
 * rows it has not seen yet.
 */
export function keysetConditions(
  columns: { createdAt: Column; id: Column },
  filter: ListFilter,
  after: ListPosition | null,
): Array<SQL | undefined> {
  return [
    filter.from ? gte(columns.createdAt, filter.from) : undefined,
    filter.before ? lt(columns.createdAt, filter.before) : undefined,
    after
      ? sql`(${columns.createdAt}, ${columns.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
      : undefined,
  ];
}

export const newestFirst = (columns: { createdAt: Column; id: Column }) => [
  desc(columns.createdAt),
  desc(columns.id),
];

/** Cuts the one row read beyond the limit, which only says that another page follows. */
export function cutPage<Row extends { position: string; id: string }>(
  rows: Row[],
  limit: number,
): ListPage<Row> {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    rows: shown,
    next: rows.length > limit && last ? { at: last.position, id: last.id } : null,
  };
}
