import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { type Database, listeners, migrationsFolder } from "./database";
import { clientReaching } from "./hosts";
import { listenOnPostgres } from "./listen";
import { openPool, type PoolMode } from "./postgres-pool";
import * as schema from "./schema";
import { backoffDelays, connectWithBackoff } from "./unavailable";

export type { PoolMode } from "./postgres-pool";

// Any fixed number works; it only has to be the same in every process that migrates.
const MIGRATION_LOCK_KEY = 0x636b6f75;

/** How long a starting process waits for a database that does not answer yet. */
const STARTUP_CONNECT_MS = 30_000;

/**
 * Opens a pool on a real Postgres server and migrates it (see connect.ts). Behind a pooler in
 * transaction mode, statements go unnamed through `databaseUrl`, and the migrations' lock and
 * LISTEN, which need a connection of their own for longer than a transaction, go to `directUrl`.
 */
export async function connectPostgres(options: {
  databaseUrl: string;
  directUrl?: string | undefined;
  readUrl?: string | undefined;
  poolMode?: PoolMode | undefined;
  poolSize?: number | undefined;
  onConnectionError?: ((error: Error) => void) | undefined;
}): Promise<Database> {
  const { databaseUrl } = options;
  const sessionUrl = options.directUrl ?? databaseUrl;
  const pool = openPool({
    url: databaseUrl,
    poolSize: options.poolSize ?? 10,
    poolMode: options.poolMode ?? "session",
    onConnectionError:
      options.onConnectionError ??
      ((error) => process.stderr.write(`database connection lost: ${error.message}\n`)),
  });
  try {
    await migrateOnce(sessionUrl);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const { listen, stopAll } = listeners((channel, handlers) =>
    listenOnPostgres(sessionUrl, channel, handlers),
  );
  // A replica is never migrated: it replays the primary's schema.
  const replicaPool = options.readUrl
    ? openPool({
        url: options.readUrl,
        poolSize: options.poolSize ?? 10,
        poolMode: options.poolMode ?? "session",
        onConnectionError: () => {},
        reconnect: false,
      })
    : null;
  return {
    db: drizzle(pool, { schema }),
    driver: "postgres",
    replica: replicaPool ? drizzle(replicaPool, { schema }) : null,
    listen,
    close: async () => {
      await stopAll();
      await pool.end();
      await replicaPool?.end();
    },
  };
}

/**
 * Several processes may start together behind a load balancer; one migrates at a time, under a
 * session lock on a connection of its own. A database that does not answer yet (it is starting,
 * or being promoted) is waited for, with a growing pause, for up to 30 seconds.
 */
async function migrateOnce(url: string): Promise<void> {
  const { Client, connectionString } = clientReaching(url, pg.Client);
  const client = await connectWithBackoff(async () => {
    const next = new Client({ connectionString, connectionTimeoutMillis: 3_000 });
    next.on("error", () => {});
    try {
      await next.connect();
      return next;
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
  }, backoffDelays(STARTUP_CONNECT_MS));
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end().catch(() => {});
  }
}
