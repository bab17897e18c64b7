import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { setTimeout as sleep } from "node:timers/promises";
import { SERVER_ENTRY, startScriptNodeOptions } from "@creator-checkout/testing/start-script";

export interface ServerProcess {
  baseUrl: string;
  /** The server's process id, for reading its CPU time; undefined if it never started. */
  pid: number | undefined;
  /** The last part of what the server printed, for error messages. */
  output(): string;
  /** How the server ended, or null while it runs. */
  exitStatus(): string | null;
  stop(): Promise<void>;
}

const OUTPUT_LIMIT = 16_000;

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    // Signal the whole process group, in case the server started children of its own.
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Postgres at a URL, or the embedded PGlite in a data folder. */
export type ServerDatabase = { databaseUrl: string } | { dataDir: string };

/** The environment naming the database; the embedded one only without any DATABASE_URL. */
function withDatabase(env: NodeJS.ProcessEnv, database: ServerDatabase): NodeJS.ProcessEnv {
  if ("databaseUrl" in database) return { ...env, DATABASE_URL: database.databaseUrl };
  const { DATABASE_URL: _ignored, ...rest } = env;
  return { ...rest, DATA_DIR: database.dataDir };
}

/**
 * Starts the real API server as production runs it (`apps/server/dist/main.js`, which
 * `npm run bench` builds first) against the given database, with `env` added to (and
 * overriding) this process's environment.
 */
export function startServer(
  options: ServerDatabase & {
    repoRoot: string;
    port: number;
    env: Record<string, string>;
  },
): ServerProcess {
  // BENCH_CPU_PROFILE_DIR=dir writes the server's V8 CPU profile there when it stops.
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  const profiling = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  const args = [...startScriptNodeOptions(), ...profiling, SERVER_ENTRY];
  const child = spawn(process.execPath, args, {
    cwd: options.repoRoot,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: withDatabase(
      {
        ...process.env,
        PORT: String(options.port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        ...options.env,
      },
      options,
    ),
  });
  let output = "";
  const keep = (chunk: string) => {
    output = (output + chunk).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.setEncoding("utf8").on("data", keep);
  child.stderr?.setEncoding("utf8").on("data", keep);
  const exited = once(child, "exit").catch(() => {});
  child.on("error", (error) => keep(`\n${error.message}\n`));

  return {
    baseUrl: `http://127.0.0.1:${options.port}`,
    pid: child.pid,
    output: () => output,
    exitStatus: () => {
      if (child.signalCode !== null) return `signal ${child.signalCode}`;
      return child.exitCode !== null ? `exit code ${child.exitCode}` : null;
    },
    async stop() {
      if (!hasExited(child)) {
        signalGroup(child, "SIGTERM");
        await Promise.race([exited, sleep(10_000)]);
      }
      // Also ends anything of the group that ignored SIGTERM.
      signalGroup(child, "SIGKILL");
      if (!hasExited(child)) await exited;
    },
  };
}

/** Waits until `GET /healthz` answers 200; fails early if the server exits. */
export async function waitUntilHealthy(
  server: ServerProcess,
  timeoutMs: number,
  pollMs = 250,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = "no answer yet";
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${server.baseUrl}/healthz`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.status === 200) return;
      lastProblem = `GET /healthz answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    const exit = server.exitStatus();
    if (exit)
      throw new Error(`the server exited (${exit}) before it was healthy:\n${server.output()}`);
    await sleep(pollMs);
  }
  throw new Error(
    `the server was not healthy within ${timeoutMs / 1000} s (${lastProblem}). Its output:\n${server.output()}`,
  );
}
