import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { chmod, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "./server-process";

const run = promisify(execFile);

/** The newest Postgres server binaries Debian installed, or null without any. */
export function postgresBinaries(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, "bin", "initdb")))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? join(root, newest, "bin") : null;
}

/**
 * A Postgres cluster of the test's own, on a spare loopback port, that the test may stop and
 * start again without touching any other: `stop` is an immediate shutdown, as a crash or a lost
 * machine would be; `remove` stops it and deletes its files. Postgres refuses to run as root, so
 * as root it runs as the postgres account, as Debian's own clusters do.
 */
export async function createThrowawayCluster(bin: string) {
  const dir = mkdtempSync(join(tmpdir(), "checkout-cluster-"));
  await chmod(dir, 0o777);
  const port = await freePort();
  const asPostgres = (command: string, args: string[]) =>
    process.getuid?.() === 0
      ? run("runuser", ["-u", "postgres", "--", join(bin, command), ...args])
      : run(join(bin, command), args);
  const data = join(dir, "data");
  await asPostgres("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync"]);
  const options = `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off`;
  const start = () =>
    asPostgres("pg_ctl", ["-D", data, "-l", join(dir, "log"), "-w", "-o", options, "start"]);
  const stop = () => asPostgres("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async remove() {
      await stop().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
