import type { SQL } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { Db } from "./connect";

/** One named common table expression of a larger statement; its body may write. */
export interface Cte {
  name: string;
  body: SQL;
}

/**
 * A hand-written statement whose values are `sql.placeholder`s, as a named prepared statement:
 * Drizzle builds its text once, and Postgres parses it once per connection and can keep its
 * plan, where `db.execute` would parse and plan it on every call. For statements too large for
 * the query builder (CTEs that write): the builder lays out the `WITH` list and the final
 * `SELECT`, and types each selected field by its `sql<Type>`; pair it with
 * `preparedPerDatabase`. Fields come back as the driver gives them (timestamps as text).
 */
export function prepareSql<Fields extends SelectedFields>(
  db: Db,
  name: string,
  statement: { with: Cte[]; select: Fields; from: SQL },
) {
  const ctes = statement.with.map((cte) => db.$with(cte.name, {}).as(cte.body));
  return db
    .with(...ctes)
    .select(statement.select)
    .from(statement.from)
    .prepare(name);
}
