import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseProcessCpu } from "./cpu-time";
import { findFreePort } from "./free-port";
import { formatNumber, type ReportRow } from "./report";
import { startServer, waitUntilHealthy } from "./server-process";

export interface IdleCpuOptions {
  repoRoot: string;
  env: Record<string, string>;
  /** After the first 200 from /healthz, before the sample: the start's own work ends. */
  settleSeconds: number;
  sampleSeconds: number;
  budgetPercent: number;
}

export interface IdleCpuFigures {
  /** The server's CPU time over the sample, as a share of one core, in percent. */
  percentOfCore: number | null;
  notes: string[];
}

export const emptyIdleCpuFigures = (): IdleCpuFigures => ({ percentOfCore: null, notes: [] });

/** A share of one core from two readings of a process's CPU seconds over `wallSeconds`. */
export function percentOfCore(cpuBefore: number, cpuAfter: number, wallSeconds: number): number {
  return ((cpuAfter - cpuBefore) / wallSeconds) * 100;
}

function processCpuSeconds(pid: number | undefined): number {
  if (pid === undefined) throw new Error("the server has no process id");
  return parseProcessCpu(readFileSync(`/proc/${pid}/stat`, "utf8"));
}

/**
 * The compiled server on a fresh embedded database, asked nothing after it is healthy: its CPU
 * time over `sampleSeconds` (/proc/<pid>/stat), which only its own timers and loops spend.
 */
export async function measureIdleCpu(
  options: IdleCpuOptions,
  figures: IdleCpuFigures,
  progress: (text: string) => void,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "checkout-idle-"));
  const server = startServer({
    repoRoot: options.repoRoot,
    dataDir,
    port: await findFreePort(),
    env: options.env,
  });
  try {
    progress(`idle CPU: starting the server on a fresh embedded database (${server.baseUrl})`);
    await waitUntilHealthy(server, 60_000);
    await sleep(options.settleSeconds * 1000);
    progress(`idle CPU: sampling the idle server for ${options.sampleSeconds} s`);
    const before = processCpuSeconds(server.pid);
    const started = performance.now();
    await sleep(options.sampleSeconds * 1000);
    const after = processCpuSeconds(server.pid);
    const wallSeconds = (performance.now() - started) / 1000;
    figures.percentOfCore = percentOfCore(before, after, wallSeconds);
  } catch (error) {
    figures.notes.push(error instanceof Error ? error.message : String(error));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function idleCpuMethod(options: IdleCpuOptions): string[] {
  return [
    `Idle CPU: the compiled server as \`npm start\` runs it, on a fresh embedded database, asked nothing for ${options.settleSeconds} s after its`,
    `  first 200 from /healthz and then for ${options.sampleSeconds} s more: its user plus system time over those ${options.sampleSeconds} s (/proc/<pid>/stat), as a share of one core.`,
  ];
}

export function idleCpuRows(figures: IdleCpuFigures, options: IdleCpuOptions): ReportRow[] {
  const value = figures.percentOfCore;
  return [
    {
      metric: `Idle server's CPU over ${options.sampleSeconds} s (embedded database)`,
      value: value === null ? "-" : `${formatNumber(value, 2)} % of a core`,
      goal: `<= ${formatNumber(options.budgetPercent, 1)} %`,
      verdict: value === null ? "NOT RUN" : value <= options.budgetPercent ? "PASS" : "FAIL",
    },
  ];
}
