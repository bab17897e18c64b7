import { randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { appendFile, chown, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCommand } from "./command";
import { findFreePort } from "./free-port";

/** A Postgres server the benchmark may create databases on and must leave as it found it. */
export interface PostgresServer {
  /** Human-readable origin, for the report. */
  description: string;
  /** Path of a Postgres client program (`psql`, `pgbench`) matching the server when known. */
  program(name: "psql" | "pgbench"): string;
  /** Creates an empty database and answers its URL. */
  createDatabase(prefix: string): Promise<string>;
  /** Runs SQL on the given database URL, answering unaligned tuples-only output. */
  sql(databaseUrl: string, statement: string): Promise<string>;
  /** Drops what the benchmark created (or stops the throwaway cluster); safe to call twice. */
  stop(): Promise<void>;
}

const POSTGRES_ROOT = "/usr/lib/postgresql";

/** The newest `/usr/lib/postgresql/<version>/bin` that has a server in it, if any. */
export function findPostgresBinDir(): string | null {
  if (!existsSync(POSTGRES_ROOT)) return null;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((version) => existsSync(join(POSTGRES_ROOT, version, "bin", "initdb")))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions[0] ? join(POSTGRES_ROOT, versions[0], "bin") : null;
}

function clientProgram(binDir: string | null, name: "psql" | "pgbench"): string {
  const path = binDir ? join(binDir, name) : null;
  return path && existsSync(path) ? path : name;
}

function runSql(psql: string, databaseUrl: string, statement: string): Promise<string> {
  return runCommand(psql, [
    "-X",
    "-q",
    "-A",
    "-t",
    "-v",
    "ON_ERROR_STOP=1",
    "-d",
    databaseUrl,
    "-c",
    statement,
  ]);
}

function databaseName(prefix: string): string {
  return `${prefix}_${randomBytes(4).toString("hex")}`;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Uses a server someone else runs: the benchmark only creates its own databases there and
 * drops them again in `stop()`.
 */
export function useExistingServer(adminUrl: string): PostgresServer {
  if (!/^postgres(ql)?:\/\//.test(adminUrl)) {
    throw new Error("BENCH_DATABASE_URL must be a postgres:// URL");
  }
  const binDir = findPostgresBinDir();
  const psql = clientProgram(binDir, "psql");
  const created: string[] = [];
  const host = new URL(adminUrl);
  return {
    description: `existing server at ${host.hostname}:${host.port || "5432"} (BENCH_DATABASE_URL)`,
    program: (name) => clientProgram(binDir, name),
    sql: (url, statement) => runSql(psql, url, statement),
    async createDatabase(prefix) {
      const name = databaseName(prefix);
      await runSql(psql, adminUrl, `CREATE DATABASE "${name}"`);
      created.push(name);
      return withDatabase(adminUrl, name);
    },
    async stop() {
      while (created.length > 0) {
        const name = created.pop();
        await runSql(psql, adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }
    },
  };
}

// Sized for the 2-core machine the budgets in architecture.md section 6 are stated for.
// Durability (fsync, synchronous_commit, full_page_writes) stays at the defaults so that
// insert rates are the ones a production server would see.
function clusterSettings(port: number, socketDir: string): string {
  return `
listen_addresses = '127.0.0.1'
port = ${port}
unix_socket_directories = '${socketDir}'
max_connections = 100
shared_buffers = 512MB
effective_cache_size = 2GB
work_mem = 8MB
maintenance_work_mem = 128MB
wal_buffers = 16MB
max_wal_size = 2GB
checkpoint_timeout = 15min
random_page_cost = 1.1
effective_io_concurrency = 200
max_worker_processes = 2
max_parallel_workers = 2
max_parallel_workers_per_gather = 1
max_parallel_maintenance_workers = 1
log_min_messages = warning
`;
}

async function osUserIds(user: string): Promise<{ uid: number; gid: number }> {
  const uid = Number((await runCommand("id", ["-u", user])).trim());
  const gid = Number((await runCommand("id", ["-g", user])).trim());
  return { uid, gid };
}

/**
 * Starts a private cluster in a temporary directory on a free port of 127.0.0.1 with trust
 * auth. initdb refuses to run as root, so as root the cluster belongs to the `postgres` user.
 */
export async function startThrowawayCluster(): Promise<PostgresServer> {
  const binDir = findPostgresBinDir();
  if (!binDir) {
    throw new Error(
      `No Postgres server in ${POSTGRES_ROOT}/*/bin: install the postgresql package or set BENCH_DATABASE_URL`,
    );
  }
  const asUser = process.getuid?.() === 0 ? "postgres" : undefined;
  const directory = await mkdtemp(join(tmpdir(), "creator-checkout-bench-"));
  const dataDir = join(directory, "data");
  const asOwner = { cwd: directory, ...(asUser ? { asUser } : {}) };
  const pgCtl = join(binDir, "pg_ctl");
  let mayBeRunning = false;
  let stopped = false;

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    try {
      if (mayBeRunning) {
        await runCommand(pgCtl, ["-D", dataDir, "-m", "fast", "-w", "-t", "60", "stop"], asOwner)
          .catch(() => runCommand(pgCtl, ["-D", dataDir, "-m", "immediate", "-w", "stop"], asOwner))
          .catch((error: unknown) => {
            // Only a server that never came up is expected here.
            if (existsSync(join(dataDir, "postmaster.pid"))) throw error;
          });
      }
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  };

  try {
    if (asUser) {
      const { uid, gid } = await osUserIds(asUser);
      await chown(directory, uid, gid);
    }
    await runCommand(
      join(binDir, "initdb"),
      ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"],
      asOwner,
    );
    const port = await findFreePort();
    // Appending keeps the file's owner, so the postgres user can still read it.
    await appendFile(join(dataDir, "postgresql.conf"), clusterSettings(port, directory));
    mayBeRunning = true;
    await runCommand(
      pgCtl,
      ["-D", dataDir, "-l", join(directory, "postgres.log"), "-w", "-t", "60", "start"],
      asOwner,
    );
    const adminUrl = `postgresql://postgres@127.0.0.1:${port}/postgres`;
    const psql = clientProgram(binDir, "psql");
    const version = (await runSql(psql, adminUrl, "SHOW server_version")).trim();
    return {
      description: `throwaway Postgres ${version} cluster on 127.0.0.1:${port}`,
      program: (name) => clientProgram(binDir, name),
      sql: (url, statement) => runSql(psql, url, statement),
      async createDatabase(prefix) {
        const name = databaseName(prefix);
        await runSql(psql, adminUrl, `CREATE DATABASE "${name}"`);
        return withDatabase(adminUrl, name);
      },
      stop,
    };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}
