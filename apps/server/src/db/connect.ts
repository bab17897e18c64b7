import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { serverRoot } from "../server-root";
import {
  type ChannelHandlers,
  listenOnPglite,
  listenOnPostgres,
  type StopListening,
} from "./listen";
import * as schema from "./schema";

/** The one database type the domain code sees, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /** LISTENs on a channel until the returned function is called or the database is closed. */
  listen(channel: string, handlers: ChannelHandlers): Promise<StopListening>;
  close(): Promise<void>;
}

/** Tracks what `listen` started, so closing the database also stops it. */
function listeners(start: (channel: string, handlers: ChannelHandlers) => Promise<StopListening>) {
  const running = new Set<StopListening>();
  return {
    listen: async (channel: string, handlers: ChannelHandlers) => {
      const stop = await start(channel, handlers);
      const stopOnce = async () => {
        if (running.delete(stopOnce)) await stop();
      };
      running.add(stopOnce);
      return stopOnce;
    },
    stopAll: () => Promise.all([...running].map((stop) => stop())),
  };
}

/**
 * Postgres's settings for the embedded database, on top of PGlite's own start parameters. Its
 * defaults size a server of its own (128 MB of shared buffers, 100 connections); PGlite runs one
 * session inside this process, on a catalog of a few megabytes, and its WebAssembly memory
 * never shrinks once touched (docs/decisions/075).
 */
export const EMBEDDED_SETTINGS = {
  shared_buffers: "16MB",
  max_connections: "8",
  maintenance_work_mem: "16MB",
  temp_buffers: "2MB",
} as const;

function embeddedStartParams(): string[] {
  const settings = Object.entries(EMBEDDED_SETTINGS).flatMap(([name, value]) => [
    "-c",
    `${name}=${value}`,
  ]);
  return [...PGlite.defaultStartParams, ...settings];
}

const migrationsFolder = fileURLToPath(new URL("drizzle", serverRoot));

// Any fixed number works; it only has to be the same in every process that migrates.
const MIGRATION_LOCK_KEY = 0x636b6f75;

/**
 * Opens the database: a real Postgres server when `databaseUrl` is given, otherwise the
 * embedded PGlite in `dataDir` (or in memory when `dataDir` is null). Migrations run before
 * it returns, so callers always see the current schema.
 */
export async function connectDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | null;
  poolSize?: number;
  /** An idle connection's failure (the server restarted, say); the pool replaces it. */
  onConnectionError?: (error: Error) => void;
}): Promise<Database> {
  const { databaseUrl } = options;
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: options.poolSize ?? 10,
    });
    // Without a listener, an idle connection's error would crash the process.
    pool.on(
      "error",
      options.onConnectionError ??
        ((error) => process.stderr.write(`database connection lost: ${error.message}\n`)),
    );
    const db = drizzleNodePostgres(pool, { schema });
    // Several processes may start together behind a load balancer; one migrates at a time.
    const client = await pool.connect();
    try {
      await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      await migrateNodePostgres(drizzleNodePostgres(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
      client.release();
    }
    const { listen, stopAll } = listeners((channel, handlers) =>
      listenOnPostgres(databaseUrl, channel, handlers),
    );
    return {
      db,
      driver: "postgres",
      listen,
      close: async () => {
        await stopAll();
        await pool.end();
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir ?? undefined, { startParams: embeddedStartParams() });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  const { listen, stopAll } = listeners((channel, handlers) =>
    listenOnPglite(client, channel, handlers),
  );
  return {
    db,
    driver: "pglite",
    listen,
    close: async () => {
      await stopAll();
      await client.close();
    },
  };
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
