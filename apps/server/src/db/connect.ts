import { sql } from "drizzle-orm";
import type { Database, Db } from "./database";
import type { PoolMode } from "./postgres-pool";

export type { Database, Db } from "./database";

/**
 * Opens the database: a real Postgres server when `databaseUrl` is given, otherwise the
 * embedded PGlite in `dataDir` (or in memory when `dataDir` is null). Migrations run before
 * it returns, so callers always see the current schema. Each driver, with its Drizzle adapter
 * and migrator, loads only when chosen: an embedded server never holds node-postgres, nor a
 * server on Postgres PGlite's module (docs/decisions/110).
 */
export async function connectDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | null;
  /** `transaction` behind a pooler such as PgBouncer in transaction mode (docs/deploy.md). */
  poolMode?: PoolMode | undefined;
  /** The database itself, not the pooler: for LISTEN and the migrations' lock. */
  directUrl?: string | undefined;
  /** A streaming replica for the reads that may lag; ignored on PGlite (docs/decisions/179). */
  readUrl?: string | undefined;
  poolSize?: number;
  /** An idle connection's failure (the server restarted, say); the pool replaces it. */
  onConnectionError?: (error: Error) => void;
}): Promise<Database> {
  const { databaseUrl } = options;
  if (databaseUrl) {
    const { connectPostgres } = await import("./connect-postgres");
    return connectPostgres({ ...options, databaseUrl });
  }
  const { connectPglite } = await import("./connect-pglite");
  return connectPglite(options.dataDir ?? null);
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
