import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { withEventLoopHeld } from "../runtime/hold-event-loop";
import { type Database, listeners, migrationsFolder } from "./database";
import type { ChannelHandlers, StopListening } from "./listen";
import * as schema from "./schema";

/**
 * Postgres's settings for the embedded database, on top of PGlite's own start parameters. Its
 * defaults size a server of its own (128 MB of shared buffers, 100 connections); PGlite runs one
 * session inside this process, on a catalog of a few megabytes, and its WebAssembly memory
 * never shrinks once touched (docs/decisions/075). Past 8 MB of buffers, pages come from the
 * file system's cache at the price of a read each; the first 8 MB are 6 MB of resident memory
 * after a start (docs/decisions/110).
 */
const EMBEDDED_SETTINGS = {
  shared_buffers: "8MB",
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

/** Opens the embedded PGlite in `dataDir`, or in memory when it is null, and migrates it. */
export async function connectPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await withEventLoopHeld(async () => {
    const opened = new PGlite(dataDir ?? undefined, { startParams: embeddedStartParams() });
    await opened.waitReady;
    return opened;
  });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  const { listen, stopAll } = listeners((channel, handlers) =>
    listenOnPglite(client, channel, handlers),
  );
  return {
    db,
    driver: "pglite",
    replica: null,
    listen,
    close: async () => {
      await stopAll();
      await client.close();
    },
  };
}

/** LISTENs on `channel` of an embedded PGlite: one process, so nothing is ever missed. */
async function listenOnPglite(
  database: PGlite,
  channel: string,
  handlers: ChannelHandlers,
): Promise<StopListening> {
  const unsubscribe = await database.listen(channel, (payload) => handlers.onNotify(payload));
  return () => unsubscribe();
}
