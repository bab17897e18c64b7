import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { chmod, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "./server-process";

const run = promisify(execFile);

/** One statement on `url`, on a connection of its own. */
async function query<Row>(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  client.on("error", () => {});
  await client.connect();
  try {
    return (await client.query(text)).rows as Row[];
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * A streaming replica of the Postgres server at `primaryUrl`, made as an operator makes one: a
 * base backup with `pg_basebackup -R` (which writes the standby's settings) into a folder of its
 * own, started with `hot_standby=on` on a spare loopback port, and waited for until it takes
 * reads and has replayed what the primary had written. The primary must allow replication from
 * 127.0.0.1 for the postgres user (createThrowawayCluster's does: initdb's trust rules include
 * replication). Postgres refuses to run as root, so as root it runs as the postgres account.
 * `remove` stops it and deletes its files.
 */
export async function startReplica(bin: string, primaryUrl: string) {
  const primary = new URL(primaryUrl);
  const dir = mkdtempSync(join(tmpdir(), "checkout-replica-"));
  await chmod(dir, 0o777);
  const port = await freePort();
  const data = join(dir, "data");
  const asPostgres = (command: string, args: string[]) =>
    process.getuid?.() === 0
      ? run("runuser", ["-u", "postgres", "--", join(bin, command), ...args])
      : run(join(bin, command), args);
  const stop = () => asPostgres("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
  const remove = async () => {
    await stop().catch(() => {});
    await rm(dir, { recursive: true, force: true });
  };
  const url = new URL(primaryUrl);
  url.port = String(port);
  try {
    await asPostgres("pg_basebackup", [
      ...["-h", primary.hostname, "-p", primary.port || "5432"],
      ...["-U", decodeURIComponent(primary.username) || "postgres"],
      ...["-D", data, "-R", "-X", "stream", "-c", "fast", "--no-sync"],
    ]);
    const options = `-h 127.0.0.1 -p ${port} -k ${dir} -c hot_standby=on -c fsync=off`;
    await asPostgres("pg_ctl", ["-D", data, "-l", join(dir, "log"), "-w", "-o", options, "start"]);
  } catch (error) {
    await remove();
    throw error;
  }
  const replica = {
    /** The replica's database of the same name as the primary's, read-only. */
    url: url.toString(),
    /** Waits until the replica has replayed everything the primary had written when asked. */
    async caughtUp(timeoutMs = 15_000) {
      const [target] = await query<{ lsn: string }>(
        primaryUrl,
        "SELECT pg_current_wal_lsn()::text AS lsn",
      );
      const deadline = performance.now() + timeoutMs;
      for (;;) {
        const [row] = await query<{ behind: boolean }>(
          replica.url,
          `SELECT pg_last_wal_replay_lsn() < '${target?.lsn}'::pg_lsn AS behind`,
        );
        if (row && !row.behind) return;
        if (performance.now() > deadline) throw new Error("the replica did not catch up");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    /** Stops replaying the primary's changes: reads on the replica stay as they are now. */
    pauseReplay: () => query(replica.url, "SELECT pg_wal_replay_pause()"),
    resumeReplay: () => query(replica.url, "SELECT pg_wal_replay_resume()"),
    /** An immediate shutdown, as a crash or a lost machine would be. */
    stop,
    remove,
  };
  await replica.caughtUp();
  return replica;
}
