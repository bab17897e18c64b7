import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { serverRoot } from "../server-root";
import type { ChannelHandlers, StopListening } from "./listen";
import type * as schema from "./schema";

/**
 * What a raw statement returns on either driver: node-postgres's `QueryResult` and PGlite's
 * `Results` both carry the rows, so `db.execute<Row>` types them without a cast.
 */
export interface RowsResultHKT extends PgQueryResultHKT {
  readonly type: RowsResult<this["row"]>;
}

export interface RowsResult<Row> {
  rows: Row[];
}

/** The one database type the domain code sees, whichever driver is underneath. */
export type Db = PgDatabase<RowsResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /**
   * A streaming replica for the reads that may lag (DATABASE_READ_URL, docs/decisions/179); null
   * without one. Only ReplicaReads reads from it.
   */
  replica: Db | null;
  /** LISTENs on a channel until the returned function is called or the database is closed. */
  listen(channel: string, handlers: ChannelHandlers): Promise<StopListening>;
  close(): Promise<void>;
}

/** Tracks what `listen` started, so closing the database also stops it. */
export function listeners(
  start: (channel: string, handlers: ChannelHandlers) => Promise<StopListening>,
) {
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

export const migrationsFolder = fileURLToPath(new URL("drizzle", serverRoot));
