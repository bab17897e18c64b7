import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseProcessCpu } from "./cpu-time";
import { findFreePort } from "./free-port";
import { atMost, formatNumber, type ReportRow } from "./report";
import {
  type ServerDatabase,
  type ServerProcess,
  startServer,
  waitUntilHealthy,
} from "./server-process";
import { runSoakTraffic, type SoakCounts, type SoakTrafficOptions } from "./soak-traffic";

export interface FootprintOptions {
  repoRoot: string;
  env: Record<string, string>;
  /** The demo's pages and the files they load, each fetched once after a start. */
  pagePaths: readonly string[];
  soak: SoakTrafficOptions & { minutes: number; sampleSeconds: number };
}

/** A start of the compiled server, up to its first 200 from `/healthz`. */
export interface StartFigures {
  seconds: number;
  /** The server process's own CPU time until then (its threads included). */
  cpuSeconds: number | null;
  /** Its resident memory once it has served each of the demo's pages once. */
  rssMb: number | null;
}

export interface SoakFigures {
  minutes: number;
  /** Resident memory every `sampleSeconds`, from the soak's start. */
  samples: Array<{ seconds: number; rssMb: number }>;
  counts: SoakCounts;
  failures: string[];
}

export interface DatabaseFootprint {
  /** Only the embedded database has a first start of its own: the folder is made then. */
  firstStart: StartFigures | null;
  start: StartFigures | null;
  soak: SoakFigures | null;
  notes: string[];
}

export const emptyFootprint = (): DatabaseFootprint => ({
  firstStart: null,
  start: null,
  soak: null,
  notes: [],
});

/** The goals of architecture.md's memory and start budgets, per database. */
export const FOOTPRINT_GOALS = {
  embedded: { startSeconds: 1, rssAfterStartMb: 200, rssAfterSoakMb: 300 },
  postgres: { rssAfterStartMb: 120, rssAfterSoakMb: 200 },
  /** Growth of the fitted line over the soak's second half: flat within the noise of a GC. */
  soakTrendMb: 10,
};

const START_TIMEOUT_MS = 120_000;
const HEALTH_POLL_MS = 20;

/** A process's resident memory in MB (VmRSS of /proc/<pid>/status), or null off Linux. */
export function readRssMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}

function readCpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    return parseProcessCpu(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return null;
  }
}

/** Growth, in MB, of the least-squares line through the second half of the samples. */
export function secondHalfTrendMb(samples: SoakFigures["samples"]): number | null {
  const half = samples.slice(Math.floor(samples.length / 2));
  if (half.length < 3) return null;
  const meanX = half.reduce((sum, s) => sum + s.seconds, 0) / half.length;
  const meanY = half.reduce((sum, s) => sum + s.rssMb, 0) / half.length;
  let covariance = 0;
  let variance = 0;
  for (const { seconds, rssMb } of half) {
    covariance += (seconds - meanX) * (rssMb - meanY);
    variance += (seconds - meanX) ** 2;
  }
  const first = half[0]?.seconds ?? 0;
  const last = half.at(-1)?.seconds ?? 0;
  return variance === 0 ? 0 : (covariance / variance) * (last - first);
}

async function loadPages(baseUrl: string, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    const response = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  }
}

/** Starts the server, times it to `/healthz`, loads the pages and reads its memory. */
async function startAndLoad(
  options: FootprintOptions,
  database: ServerDatabase,
): Promise<{ server: ServerProcess; figures: StartFigures }> {
  const started = performance.now();
  const server = startServer({
    ...database,
    repoRoot: options.repoRoot,
    port: await findFreePort(),
    env: options.env,
  });
  try {
    await waitUntilHealthy(server, START_TIMEOUT_MS, HEALTH_POLL_MS);
    const seconds = (performance.now() - started) / 1000;
    const cpuSeconds = readCpuSeconds(server.pid);
    await loadPages(server.baseUrl, options.pagePaths);
    return { server, figures: { seconds, cpuSeconds, rssMb: readRssMb(server.pid) } };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function soak(server: ServerProcess, options: FootprintOptions): Promise<SoakFigures> {
  const { minutes, sampleSeconds } = options.soak;
  const startedAt = Date.now();
  const samples: SoakFigures["samples"] = [];
  const sample = () => {
    const rssMb = readRssMb(server.pid);
    if (rssMb !== null) samples.push({ seconds: (Date.now() - startedAt) / 1000, rssMb });
  };
  sample();
  const sampler = setInterval(sample, sampleSeconds * 1000);
  try {
    const { counts, failures } = await runSoakTraffic(
      server.baseUrl,
      options.soak,
      startedAt + minutes * 60_000,
    );
    sample();
    return { minutes, samples, counts, failures };
  } finally {
    clearInterval(sampler);
  }
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The embedded database: a first start on a fresh data folder (it is created, migrated and
 * seeded), then a start on that folder as every later `npm start` makes, its pages, and the soak.
 */
export async function measureEmbeddedFootprint(
  options: FootprintOptions,
  figures: DatabaseFootprint,
  progress: (text: string) => void,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "checkout-footprint-"));
  try {
    progress("embedded database: first start on a fresh data folder");
    const first = await startAndLoad(options, { dataDir });
    figures.firstStart = first.figures;
    await first.server.stop();
    progress("embedded database: start on the existing data folder");
    const again = await startAndLoad(options, { dataDir });
    figures.start = again.figures;
    try {
      progress(`embedded database: ${options.soak.minutes} min soak of mixed traffic`);
      figures.soak = await soak(again.server, options);
    } finally {
      await again.server.stop();
    }
  } catch (error) {
    figures.notes.push(`embedded database: ${message(error)}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Postgres: a start on a migrated and seeded database, its pages, and the soak. */
export async function measurePostgresFootprint(
  options: FootprintOptions,
  databaseUrl: string,
  figures: DatabaseFootprint,
  progress: (text: string) => void,
): Promise<void> {
  try {
    progress("Postgres: first start (migrates and seeds), then a start to measure");
    const first = await startAndLoad(options, { databaseUrl });
    await first.server.stop();
    const again = await startAndLoad(options, { databaseUrl });
    figures.start = again.figures;
    try {
      progress(`Postgres: ${options.soak.minutes} min soak of mixed traffic`);
      figures.soak = await soak(again.server, options);
    } finally {
      await again.server.stop();
    }
  } catch (error) {
    figures.notes.push(`Postgres: ${message(error)}`);
  }
}

const mb = (value: number) => `${formatNumber(value, 0)} MB`;
const notRun = (metric: string, goal: string): ReportRow => ({
  metric,
  value: "-",
  goal,
  verdict: "NOT RUN",
});

function rssRow(metric: string, start: StartFigures | null, goalMb: number): ReportRow {
  const goal = `<= ${goalMb} MB`;
  if (!start?.rssMb) return notRun(metric, goal);
  return { metric, value: mb(start.rssMb), goal, verdict: atMost(start.rssMb, goalMb) };
}

function soakRows(label: string, soakFigures: SoakFigures | null, goalMb: number): ReportRow[] {
  const after = `${label}: RSS after the soak`;
  const trend = `${label}: RSS trend over the soak's second half`;
  const afterGoal = `<= ${goalMb} MB`;
  const trendGoal = `<= ${FOOTPRINT_GOALS.soakTrendMb} MB`;
  const last = soakFigures?.samples.at(-1);
  if (!soakFigures || !last) return [notRun(after, afterGoal), notRun(trend, trendGoal)];
  const peak = Math.max(...soakFigures.samples.map((s) => s.rssMb));
  const growth = secondHalfTrendMb(soakFigures.samples);
  const { pages, catalogQueries, analyticsBatches, signIns, purchases, failures } =
    soakFigures.counts;
  return [
    {
      metric: `${after} (${soakFigures.minutes} min; peak ${mb(peak)})`,
      value: mb(last.rssMb),
      goal: afterGoal,
      verdict: atMost(last.rssMb, goalMb),
    },
    growth === null
      ? notRun(trend, trendGoal)
      : {
          metric: trend,
          value: `${growth >= 0 ? "+" : ""}${formatNumber(growth, 1)} MB`,
          goal: trendGoal,
          verdict: atMost(growth, FOOTPRINT_GOALS.soakTrendMb),
        },
    {
      metric: `${label}: soak pages / queries / analytics / sign-ins / purchases / failed`,
      value: [pages, catalogQueries, analyticsBatches, signIns, purchases, failures]
        .map((n) => formatNumber(n, 0))
        .join(" / "),
      goal: "-",
      verdict: "INFO",
    },
  ];
}

function startTimeRow(metric: string, start: StartFigures | null, goalSeconds?: number): ReportRow {
  const goal = goalSeconds === undefined ? "-" : `< ${goalSeconds} s`;
  if (!start) return notRun(metric, goal);
  const cpu = start.cpuSeconds === null ? "" : ` (CPU ${formatNumber(start.cpuSeconds, 2, 2)} s)`;
  const value = `${formatNumber(start.seconds, 2, 2)} s${cpu}`;
  if (goalSeconds === undefined) return { metric, value, goal, verdict: "INFO" };
  return { metric, value, goal, verdict: start.seconds < goalSeconds ? "PASS" : "FAIL" };
}

export function footprintRows(
  embedded: DatabaseFootprint,
  postgres: DatabaseFootprint,
): ReportRow[] {
  const goals = FOOTPRINT_GOALS;
  return [
    startTimeRow("Embedded: first start to /healthz (fresh folder)", embedded.firstStart),
    startTimeRow(
      "Embedded: start to /healthz (existing folder)",
      embedded.start,
      goals.embedded.startSeconds,
    ),
    rssRow(
      "Embedded: RSS after the first start and the demo's pages",
      embedded.firstStart,
      goals.embedded.rssAfterStartMb,
    ),
    rssRow(
      "Embedded: RSS after start and the demo's pages",
      embedded.start,
      goals.embedded.rssAfterStartMb,
    ),
    ...soakRows("Embedded", embedded.soak, goals.embedded.rssAfterSoakMb),
    startTimeRow("Postgres: start to /healthz", postgres.start),
    rssRow(
      "Postgres: RSS after start and the demo's pages",
      postgres.start,
      goals.postgres.rssAfterStartMb,
    ),
    ...soakRows("Postgres", postgres.soak, goals.postgres.rssAfterSoakMb),
  ];
}

export function footprintJson(embedded: DatabaseFootprint, postgres: DatabaseFootprint) {
  const round = (value: number | null | undefined) =>
    value === null || value === undefined ? null : Number(value.toFixed(2));
  const start = (figures: StartFigures | null) =>
    figures && {
      seconds: round(figures.seconds),
      cpuSeconds: round(figures.cpuSeconds),
      rssMb: round(figures.rssMb),
    };
  const soakJson = (figures: SoakFigures | null) =>
    figures && {
      minutes: figures.minutes,
      rssMbAtEnd: round(figures.samples.at(-1)?.rssMb),
      peakRssMb: round(Math.max(...figures.samples.map((s) => s.rssMb))),
      secondHalfTrendMb: round(secondHalfTrendMb(figures.samples)),
      counts: figures.counts,
      failures: figures.failures,
      samples: figures.samples.map((s) => [Math.round(s.seconds), round(s.rssMb)]),
    };
  const database = (figures: DatabaseFootprint) => ({
    firstStart: start(figures.firstStart),
    start: start(figures.start),
    soak: soakJson(figures.soak),
    notes: figures.notes,
  });
  return { embedded: database(embedded), postgres: database(postgres) };
}
