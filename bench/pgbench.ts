import { runCommand } from "./command";
import type { PostgresServer } from "./postgres-cluster";

export interface PgbenchRates {
  selectOnlyTps: number;
  insertTps: number;
}

const INSERT_SCRIPT = `\\set v random(1, 1000000)
INSERT INTO bench_insert (v) VALUES (:v);
`;

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

/**
 * The machine's own reference rates (architecture.md section 6): select-only on a scale-1
 * pgbench database and a single-row insert into a small table with a primary key.
 */
export async function measurePgbench(
  server: PostgresServer,
  options: { durationSeconds: number; clients: number; threads: number },
): Promise<PgbenchRates> {
  const pgbench = server.program("pgbench");
  const databaseUrl = await server.createDatabase("bench_pgbench");
  await runCommand(pgbench, ["-i", "-s", "1", "-q", databaseUrl]);
  await server.sql(
    databaseUrl,
    "CREATE TABLE bench_insert (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, v integer NOT NULL)",
  );
  const load = [
    "-c",
    String(options.clients),
    "-j",
    String(options.threads),
    "-T",
    String(options.durationSeconds),
  ];
  const selectOnly = await runCommand(pgbench, ["-S", ...load, databaseUrl]);
  // `-n`: the insert script does not touch the pgbench tables, so vacuuming them is noise.
  const insert = await runCommand(pgbench, ["-n", "-f", "-", ...load, databaseUrl], {
    input: INSERT_SCRIPT,
  });
  return { selectOnlyTps: parseTps(selectOnly), insertTps: parseTps(insert) };
}
