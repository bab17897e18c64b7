import type { Db } from "./connect";

/**
 * `prepare`'s statements, made once per database: a hot statement's SQL is then built by
 * Drizzle and named once, and Postgres plans it once per connection, never per request.
 */
export function preparedPerDatabase<Statements>(
  prepare: (db: Db) => Statements,
): (db: Db) => Statements {
  const prepared = new WeakMap<Db, Statements>();
  return (db) => {
    let statements = prepared.get(db);
    if (statements === undefined) {
      statements = prepare(db);
      prepared.set(db, statements);
    }
    return statements;
  };
}
