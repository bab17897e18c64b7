import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";

/**
 * Holds every billing run on a Postgres database at its first claim, so that runs started in
 * processes of their own, each with its own start-up time, begin claiming at the same moment:
 * the subscriptions table stays locked until `release`.
 */
export async function holdBillingRuns({ DATABASE_URL }: { DATABASE_URL?: string }) {
  if (!DATABASE_URL) throw new Error("only runs on a database server can be held together");
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query("BEGIN");
  // Conflicts with the row locks a claim takes; plain reads go on.
  await client.query("LOCK TABLE subscriptions IN EXCLUSIVE MODE");
  let released = false;
  return {
    /** Resolves once `runs` sessions wait for the lock; fails when a run ended before that. */
    async whenWaiting(runs: number, running: () => boolean) {
      for (;;) {
        // A transaction sees one snapshot of the activity view unless it asks for a new one.
        await client.query("SELECT pg_stat_clear_snapshot()");
        const { rows } = await client.query<{ waiting: number }>(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity
           WHERE backend_type = 'client backend' AND pg_backend_pid() = ANY (pg_blocking_pids(pid))`,
        );
        if ((rows[0]?.waiting ?? 0) >= runs) return;
        if (!running()) throw new Error("a billing run ended before its first claim");
        await sleep(50);
      }
    },
    /** Lets the runs go; safe to call again. */
    async release() {
      if (released) return;
      released = true;
      await client.query("COMMIT");
      await client.end();
    },
  };
}
