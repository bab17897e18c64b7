import { encodeCursor, type ListPosition } from "./list-cursor";
import { type ListFilter, type ListQuery, readListQuery } from "./list-filter";
import type { ListPage } from "./list-page";

/** What every list reads a page with. */
export interface ListReadInput {
  publisherId: string;
  filter: ListFilter;
  after: ListPosition | null;
  limit: number;
}

export type ListReader<Row> = (input: ListReadInput) => Promise<ListPage<Row>>;

/** A page of a publisher's list as the API answers it: its rows and the next page's cursor. */
export async function readListPage<Row>(
  read: ListReader<Row>,
  publisherId: string,
  query: ListQuery & { limit: number },
): Promise<{ data: Row[]; next_cursor: string | null }> {
  const { filter, after } = readListQuery(query);
  const page = await read({ publisherId, filter, after, limit: query.limit });
  return { data: page.rows, next_cursor: page.next ? encodeCursor(page.next) : null };
}
