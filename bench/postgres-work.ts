import type { PostgresServer } from "./postgres-cluster";

/** Cluster and database counters, read in one psql call. */
export interface PostgresCounters {
  /** The next transaction id: only transactions that write are given one. */
  nextXid: number;
  /** The WAL insert position, in bytes. */
  walBytes: number;
  /** From pg_stat_database: every transaction, read-only ones included. */
  commits: number;
  rollbacks: number;
  /** From pg_stat_wal: WAL flushes to disk. */
  walSyncs: number;
}

/** What Postgres did between two readings, per purchase. */
export interface PostgresWork {
  purchases: number;
  writeTransactions: number;
  commits: number;
  rollbacks: number;
  walBytes: number;
  walSyncs: number;
}

/**
 * Reads the counters. The transaction id and WAL position are exact at once; the statistics
 * (commits, WAL flushes) reach the views only when a backend reports them, up to about ten
 * seconds after it went idle, so callers let them settle first.
 */
export async function readPostgresCounters(
  postgres: PostgresServer,
  databaseUrl: string,
): Promise<PostgresCounters> {
  const output = await postgres.sql(
    databaseUrl,
    `SELECT pg_snapshot_xmax(pg_current_snapshot())::text,
       pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::bigint,
       d.xact_commit, d.xact_rollback, w.wal_sync
     FROM pg_stat_database d, pg_stat_wal w
     WHERE d.datname = current_database()`,
  );
  const [nextXid, walBytes, commits, rollbacks, walSyncs] = output.trim().split("|").map(Number);
  const counters = { nextXid, walBytes, commits, rollbacks, walSyncs };
  for (const [name, value] of Object.entries(counters)) {
    if (!Number.isFinite(value)) throw new Error(`unexpected ${name} from psql: ${output}`);
  }
  return counters as PostgresCounters;
}

export function workPerPurchase(
  before: PostgresCounters,
  after: PostgresCounters,
  purchases: number,
): PostgresWork {
  const per = (key: keyof PostgresCounters) =>
    purchases > 0 ? (after[key] - before[key]) / purchases : 0;
  return {
    purchases,
    writeTransactions: per("nextXid"),
    commits: per("commits"),
    rollbacks: per("rollbacks"),
    walBytes: per("walBytes"),
    walSyncs: per("walSyncs"),
  };
}

/** How many orders the database holds in each status. */
export async function readOrderStatuses(
  postgres: PostgresServer,
  databaseUrl: string,
): Promise<Record<string, number>> {
  const output = await postgres.sql(
    databaseUrl,
    "SELECT status, count(*) FROM orders GROUP BY status ORDER BY status",
  );
  const statuses: Record<string, number> = {};
  for (const line of output.trim().split("\n")) {
    if (line === "") continue;
    const [status, count] = line.split("|");
    if (!status || !Number.isInteger(Number(count))) {
      throw new Error(`unexpected order status line from psql: ${line}`);
    }
    statuses[status] = Number(count);
  }
  return statuses;
}
