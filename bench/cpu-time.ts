import { readFileSync } from "node:fs";

// /proc reports CPU time in clock ticks of USER_HZ, which Linux fixes at 100 on the
// architectures it runs servers on (x86-64, arm64).
const TICKS_PER_SECOND = 100;

/** CPU seconds used so far: by the whole machine, by the server's process and by this one. */
export interface CpuReading {
  /** Seconds of all cores not idle, and all seconds, since boot (/proc/stat). */
  machineBusy: number;
  machineTotal: number;
  /** The server process's user and system time, or null when it cannot be read. */
  server: number | null;
  /** This process's: the load generator (autocannon runs in it). */
  loadGenerator: number;
}

/** CPU milliseconds per purchase between two readings. */
export interface CpuPerPurchase {
  machineMs: number;
  serverMs: number | null;
  loadGeneratorMs: number;
  /** The share of the machine's cores that was busy, 0 to 1. */
  machineBusyShare: number;
}

/** The machine's busy and total seconds from /proc/stat's first line (all cores together). */
export function parseMachineCpu(procStat: string): { busy: number; total: number } {
  const line = procStat.split("\n", 1)[0] ?? "";
  const [label, ...fields] = line.trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal: guest time is already counted in user.
  const ticks = fields.slice(0, 8).map(Number);
  if (label !== "cpu" || ticks.length < 8 || ticks.some((tick) => !Number.isInteger(tick))) {
    throw new Error(`unexpected first line in /proc/stat: ${line}`);
  }
  const total = ticks.reduce((sum, tick) => sum + tick, 0);
  // The fourth and fifth fields, idle and iowait, are the time no core was busy.
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
}

/** A process's user plus system seconds from its /proc/<pid>/stat line. */
export function parseProcessCpu(pidStat: string): number {
  // The command name, in parentheses, may hold spaces and parentheses of its own.
  const afterName = pidStat
    .slice(pidStat.lastIndexOf(")") + 2)
    .trim()
    .split(/\s+/);
  // Fields 14 and 15 of the line (utime, stime); afterName starts at field 3 (state).
  const utime = Number(afterName[11]);
  const stime = Number(afterName[12]);
  if (!Number.isInteger(utime) || !Number.isInteger(stime)) {
    throw new Error(`unexpected /proc/<pid>/stat line: ${pidStat.slice(0, 120)}`);
  }
  return (utime + stime) / TICKS_PER_SECOND;
}

/**
 * Reads the counters now, or answers null where the machine's cannot be read (/proc is Linux's):
 * the bench then reports no CPU figures rather than failing.
 */
export function readCpu(serverPid: number | undefined): CpuReading | null {
  let machine: { busy: number; total: number };
  try {
    machine = parseMachineCpu(readFileSync("/proc/stat", "utf8"));
  } catch {
    return null;
  }
  let server: number | null = null;
  if (serverPid !== undefined) {
    try {
      server = parseProcessCpu(readFileSync(`/proc/${serverPid}/stat`, "utf8"));
    } catch {
      server = null;
    }
  }
  const own = process.cpuUsage();
  return {
    machineBusy: machine.busy,
    machineTotal: machine.total,
    server,
    loadGenerator: (own.user + own.system) / 1e6,
  };
}

export function cpuPerPurchase(
  before: CpuReading | null,
  after: CpuReading | null,
  purchases: number,
): CpuPerPurchase | null {
  if (!before || !after) return null;
  const elapsed = after.machineTotal - before.machineTotal;
  if (purchases <= 0 || elapsed <= 0) return null;
  const perPurchaseMs = (seconds: number) => (seconds * 1000) / purchases;
  const busy = after.machineBusy - before.machineBusy;
  return {
    machineMs: perPurchaseMs(busy),
    serverMs:
      before.server === null || after.server === null
        ? null
        : perPurchaseMs(after.server - before.server),
    loadGeneratorMs: perPurchaseMs(after.loadGenerator - before.loadGenerator),
    machineBusyShare: busy / elapsed,
  };
}
