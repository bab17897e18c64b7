import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { chmod, rm, writeFile } from "node:fs/promises";
import { createServer, connect as netConnect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connectDatabase, type Database } from "@creator-checkout/server/db/connect";
import { describe, it } from "vitest";
import {
  createPostgresDatabase,
  type ProcessTestDatabaseKind,
  type TestDatabaseKind,
} from "./test-databases";

const pgbouncerPath = ["/usr/sbin/pgbouncer", "/usr/bin/pgbouncer"].find((path) =>
  existsSync(path),
);
const adminUrl = process.env.TEST_DATABASE_URL;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === "string") throw new Error("no port was given");
  return address.port;
}

async function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = netConnect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * A PgBouncer in transaction mode on a loopback port, in front of the Postgres server of `url`,
 * passing any database name through; `stop` ends it and removes its files.
 */
export async function startPgbouncer(url: string) {
  if (!pgbouncerPath) throw new Error("pgbouncer is not installed");
  const target = new URL(url);
  const user = decodeURIComponent(target.username) || "postgres";
  const dir = mkdtempSync(join(tmpdir(), "checkout-pgbouncer-"));
  const port = await freePort();
  await writeFile(join(dir, "users.txt"), `"${user}" ""\n`);
  await writeFile(
    join(dir, "pgbouncer.ini"),
    [
      "[databases]",
      `* = host=${target.hostname} port=${target.port || 5432}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${join(dir, "users.txt")}`,
      "pool_mode = transaction",
      "default_pool_size = 20",
      "max_client_conn = 500",
      "ignore_startup_parameters = extra_float_digits,options",
      "",
    ].join("\n"),
  );
  // PgBouncer refuses to run as root; it then runs as the database's own account.
  await chmod(dir, 0o755);
  const asRoot = process.getuid?.() === 0;
  const child: ChildProcess = spawn(
    pgbouncerPath,
    [...(asRoot ? ["-u", "postgres"] : []), join(dir, "pgbouncer.ini")],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let output = "";
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk;
  });
  for (let tries = 0; !(await accepts(port)); tries++) {
    if (child.exitCode !== null || tries > 100) {
      child.kill();
      throw new Error(`pgbouncer did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const pooledUrl = new URL(url);
  pooledUrl.port = String(port);
  return {
    /** `url`'s database, reached through the pooler. */
    url: pooledUrl.toString(),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGINT");
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh copy of the run's template, with a PgBouncer of its own in front of it. */
async function createBouncedDatabase(server: string) {
  const created = await createPostgresDatabase(server);
  const bouncer = await startPgbouncer(created.url).catch(async (error: unknown) => {
    await created.drop();
    throw error;
  });
  return {
    env: {
      DATABASE_URL: bouncer.url,
      DATABASE_POOL_MODE: "transaction",
      DATABASE_DIRECT_URL: created.url,
    },
    open: (): Promise<Database> =>
      connectDatabase({
        databaseUrl: bouncer.url,
        poolMode: "transaction",
        directUrl: created.url,
        onConnectionError: () => {},
      }),
    remove: async () => {
      await bouncer.stop();
      await created.drop();
    },
  };
}

const NAME = "Postgres through PgBouncer in transaction mode";

/** testDatabases()'s kind behind PgBouncer; none without TEST_DATABASE_URL or pgbouncer. */
export function bouncedTestDatabases(): TestDatabaseKind[] {
  if (!adminUrl || !pgbouncerPath) return [];
  return [
    {
      name: NAME,
      async open() {
        const created = await createBouncedDatabase(adminUrl);
        const database = await created.open();
        return {
          ...database,
          close: async () => {
            await database.close();
            await created.remove();
          },
        };
      },
    },
  ];
}

/** processTestDatabases()'s kind behind PgBouncer; none without TEST_DATABASE_URL or pgbouncer. */
export function bouncedProcessTestDatabases(): ProcessTestDatabaseKind[] {
  if (!adminUrl || !pgbouncerPath) return [];
  return [{ name: NAME, shared: true, create: () => createBouncedDatabase(adminUrl) }];
}

/** Says, as a skipped test, that a Postgres was given but pgbouncer is not installed here. */
export function sayWhenPgbouncerIsMissing(subject: string): void {
  if (!adminUrl || pgbouncerPath) return;
  describe.skip(`${subject}, through PgBouncer`, () => {
    it("needs pgbouncer installed (apt-get install pgbouncer): skipped", () => {});
  });
}
