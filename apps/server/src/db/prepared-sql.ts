import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./connect";

const dialect = new PgDialect();

export interface PreparedSql<Row> {
  /** Runs the statement with a value for each of its placeholders; its rows. */
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

/**
 * A hand-written statement whose values are `sql.placeholder`s, as a named prepared statement:
 * Drizzle builds its text once, and Postgres parses it once per connection and can keep its
 * plan, where `db.execute` would parse and plan it on every call. For statements too large for
 * the query builder (CTEs that write); pair it with `preparedPerDatabase`. Rows come back as
 * the driver gives them (timestamps as text), as with `db.execute`.
 */
export function prepareSql<Row>(db: Db, name: string, query: SQL): PreparedSql<Row> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return {
    execute: async (values) => ((await prepared.execute(values)) as { rows: Row[] }).rows,
  };
}
