import { runCommand } from "./command";
import type { PostgresServer } from "./postgres-cluster";

export interface PgbenchRates {
  selectOnlyTps: number;
  insertTps: number;
}

const INSERT_SCRIPT = `\\set v random(1, 1000000)
INSERT INTO bench_insert (v) VALUES (:v);
`;

export interface PgbenchLoad {
  durationSeconds: number;
  clients: number;
  threads: number;
}

/** pgbench's clients, threads and duration, the same for every rate the report compares. */
export function loadArgs({ clients, threads, durationSeconds }: PgbenchLoad): string[] {
  return ["-c", String(clients), "-j", String(threads), "-T", String(durationSeconds)];
}

/** Reads the rate pgbench reports, ignoring connection set-up time where it says so. */
export function parseTps(output: string): number {
  const lines = output.split("\n").filter((line) => line.startsWith("tps = "));
  const line =
    lines.find((candidate) => /without initial connection|excluding connections/.test(candidate)) ??
    lines[0];
  const tps = line ? Number.parseFloat(line.slice("tps = ".length)) : Number.NaN;
  if (!Number.isFinite(tps)) throw new Error(`pgbench printed no tps:\n${output}`);
  const failed = /number of failed transactions: (\d+)/.exec(output);
  if (failed && Number(failed[1]) > 0) {
    throw new Error(`pgbench had ${failed[1]} failed transactions:\n${output}`);
  }
  return tps;
}

/** How many transactions pgbench finished in its run. */
export function parseTransactions(output: string): number {
  const match = /number of transactions actually processed: (\d+)/.exec(output);
  if (!match) throw new Error(`pgbench printed no transaction count:\n${output}`);
  return Number(match[1]);
}

/**
 * The machine's own reference rates (architecture.md section 6): select-only on a scale-1
 * pgbench database and a single-row insert into a small table with a primary key.
 */
export async function measurePgbench(
  server: PostgresServer,
  options: PgbenchLoad,
): Promise<PgbenchRates> {
  const pgbench = server.program("pgbench");
  const databaseUrl = await server.createDatabase("bench_pgbench");
  await runCommand(pgbench, ["-i", "-s", "1", "-q", databaseUrl]);
  await server.sql(
    databaseUrl,
    "CREATE TABLE bench_insert (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, v integer NOT NULL)",
  );
  const load = loadArgs(options);
  const selectOnly = await runCommand(pgbench, ["-S", ...load, databaseUrl]);
  // `-n`: the insert script does not touch the pgbench tables, so vacuuming them is noise.
  const insert = await runCommand(pgbench, ["-n", "-f", "-", ...load, databaseUrl], {
    input: INSERT_SCRIPT,
  });
  return { selectOnlyTps: parseTps(selectOnly), insertTps: parseTps(insert) };
}
