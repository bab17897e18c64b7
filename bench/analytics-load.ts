import { pageViewEvent } from "@creator-checkout/testing/analytics-events";
import autocannon from "autocannon";
import { formatNumber, type Reference, type ReportRow, shareOf } from "./report";
import type { BenchContext } from "./sign-in-load";

export interface AnalyticsOptions {
  connections: number;
  warmupRequests: number;
  /** About how long the timed run lasts: as many requests as the warm-up's rate makes in it. */
  durationSeconds: number;
  /** Events per request in each run: a lone event, and the page's largest batch. */
  eventsPerRequest: readonly number[];
}

export interface AnalyticsRun {
  eventsPerRequest: number;
  requests: number;
  /** Rows added to analytics_events during the timed run, counted in Postgres. */
  storedEvents: number;
  seconds: number;
  eventsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
}

export interface AnalyticsFigures {
  runs: AnalyticsRun[];
  notes: string[];
}

async function storedEvents(context: BenchContext): Promise<number> {
  const output = await context.postgres.sql(
    context.databaseUrl,
    "SELECT count(*) FROM analytics_events",
  );
  const count = Number(output.trim());
  if (!Number.isInteger(count)) throw new Error(`unexpected count from psql: ${output}`);
  return count;
}

/**
 * Events stored per second through `POST /api/metrics/extract` (docs/decisions/040): autocannon
 * posts the same valid batch over keep-alive connections, and the rate is what Postgres holds
 * afterwards, so only committed events count. Both runs make a fixed number of requests and
 * wait for every answer, so each 202 must match its rows exactly.
 */
export async function measureAnalytics(
  context: BenchContext,
  options: AnalyticsOptions,
  figures: AnalyticsFigures,
): Promise<void> {
  for (const eventsPerRequest of options.eventsPerRequest) {
    const batch = Array.from({ length: eventsPerRequest }, () => pageViewEvent());
    const run = (amount: number) =>
      autocannon({
        url: `${context.baseUrl}/api/metrics/extract`,
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(eventsPerRequest === 1 ? batch[0] : batch),
        connections: options.connections,
        amount,
      });
    context.progress(`autocannon: POST /api/metrics/extract, batches of ${eventsPerRequest}`);
    const warmup = await run(options.warmupRequests);
    const rate = warmup.requests.total / warmup.duration;
    const amount = Math.max(options.connections * 10, Math.round(rate * options.durationSeconds));
    const before = await storedEvents(context);
    const result = await run(amount);
    const stored = (await storedEvents(context)) - before;
    const accepted = result["2xx"];
    if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
      figures.notes.push(
        `batches of ${eventsPerRequest}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
      );
    }
    if (stored !== accepted * eventsPerRequest) {
      figures.notes.push(
        `batches of ${eventsPerRequest}: ${accepted} requests answered 202 but ${stored} events were stored, not ${accepted * eventsPerRequest}`,
      );
    }
    figures.runs.push({
      eventsPerRequest,
      requests: result.requests.total,
      storedEvents: stored,
      seconds: result.duration,
      eventsPerSecond: stored / result.duration,
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
    });
  }
}

export function analyticsMethod(options: AnalyticsOptions): string[] {
  return [
    `Analytics: autocannon, ${options.connections} connections, ${options.warmupRequests} warm-up requests, then about ${options.durationSeconds} s of requests; batches of ${options.eventsPerRequest.join(" and ")} events; rate = rows stored / seconds`,
  ];
}

/** Rows for the report: events stored per second beside pgbench's single-row insert rate. */
export function analyticsRows(
  figures: AnalyticsFigures,
  options: AnalyticsOptions,
  reference: Reference,
): ReportRow[] {
  return options.eventsPerRequest.flatMap((eventsPerRequest) => {
    const run = figures.runs.find((candidate) => candidate.eventsPerRequest === eventsPerRequest);
    const label = `Analytics events stored/s (batches of ${eventsPerRequest})`;
    const verdict = run ? "INFO" : "NOT RUN";
    const share = run ? shareOf(run.eventsPerSecond, reference) : null;
    return [
      {
        metric: label,
        value: run ? `${formatNumber(run.eventsPerSecond, 0)} events/s` : "-",
        goal: "-",
        verdict,
      },
      {
        metric: `${label} latency p99`,
        value: run ? `${formatNumber(run.latencyP99Ms, 2, 0)} ms` : "-",
        goal: "-",
        verdict,
      },
      {
        metric: `${label} vs ${reference.name}`,
        value: share === null ? "-" : `${formatNumber(share, 1)} %`,
        goal: "reference",
        verdict: share === null ? "NOT RUN" : "INFO",
      },
    ] satisfies ReportRow[];
  });
}

export function analyticsJson(figures: AnalyticsFigures, reference: Reference): unknown {
  return {
    runs: figures.runs.map((run) => ({
      ...run,
      eventsPerSecond: Math.round(run.eventsPerSecond),
      shareOfInsertPercent:
        shareOf(run.eventsPerSecond, reference) === null
          ? null
          : Number((shareOf(run.eventsPerSecond, reference) ?? 0).toFixed(1)),
    })),
    notes: figures.notes,
  };
}
