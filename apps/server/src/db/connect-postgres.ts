import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { type Database, listeners, migrationsFolder } from "./database";
import { listenOnPostgres } from "./listen";
import * as schema from "./schema";

// Any fixed number works; it only has to be the same in every process that migrates.
const MIGRATION_LOCK_KEY = 0x636b6f75;

/** Opens a pool on a real Postgres server and migrates it (see connect.ts). */
export async function connectPostgres(options: {
  databaseUrl: string;
  poolSize?: number | undefined;
  onConnectionError?: ((error: Error) => void) | undefined;
}): Promise<Database> {
  const { databaseUrl } = options;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize ?? 10 });
  // Without a listener, an idle connection's error would crash the process.
  pool.on(
    "error",
    options.onConnectionError ??
      ((error) => process.stderr.write(`database connection lost: ${error.message}\n`)),
  );
  await migrateOnce(pool);
  const { listen, stopAll } = listeners((channel, handlers) =>
    listenOnPostgres(databaseUrl, channel, handlers),
  );
  return {
    db: drizzle(pool, { schema }),
    driver: "postgres",
    listen,
    close: async () => {
      await stopAll();
      await pool.end();
    },
  };
}

/** Several processes may start together behind a load balancer; one migrates at a time. */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}
