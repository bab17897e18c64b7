import { startReverseProxy } from "@creator-checkout/testing/reverse-proxy";
import { type Endpoint, type LoadResult, loadJson, measureEndpoint } from "./http-load";
import { emptyPurchaseFigures, measurePurchase, type PurchaseOptions } from "./purchase-load";
import { formatNumber, type ReportRow } from "./report";
import type { ServerProcess } from "./server-process";
import type { BenchContext, PhaseResult } from "./sign-in-load";

/** Catalog and purchase throughput through nginx with one process behind it, then two. */
export interface ScaleRun {
  processes: 1 | 2;
  catalog: LoadResult | null;
  purchase: PhaseResult | null;
}

export interface ScaleFigures {
  runs: ScaleRun[];
  notes: string[];
}

export interface ScaleOptions {
  nginx: string;
  catalogEndpoint: Endpoint;
  httpLoad: { durationSeconds: number; warmupSeconds: number; connections: number };
  purchase: PurchaseOptions;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The same loads through nginx started from docs/deploy/nginx.conf: first with both upstream
 * lines naming one process, then naming two processes on the same database. Each run's buyers
 * are signed in through the proxy too, so the second process has warmed up before timing.
 */
export async function measureScale(
  context: BenchContext,
  servers: [ServerProcess, ServerProcess],
  options: ScaleOptions,
  figures: ScaleFigures,
): Promise<void> {
  const ports = servers.map((server) => Number(new URL(server.baseUrl).port)) as [number, number];
  for (const processes of [1, 2] as const) {
    const backends: [number, number] = processes === 1 ? [ports[0], ports[0]] : ports;
    const proxy = await startReverseProxy(options.nginx, backends);
    const run: ScaleRun = { processes, catalog: null, purchase: null };
    figures.runs.push(run);
    try {
      context.progress(`scale: catalog GraphQL through nginx, ${processes} process(es)`);
      run.catalog = await measureEndpoint(proxy.baseUrl, options.catalogEndpoint, options.httpLoad);
      context.progress(`scale: purchase through nginx, ${processes} process(es)`);
      const purchase = emptyPurchaseFigures();
      await measurePurchase({ ...context, baseUrl: proxy.baseUrl }, options.purchase, purchase);
      run.purchase = purchase.result;
      figures.notes.push(
        ...(purchase.result?.failures ?? []).map((failure) => `${processes}: ${failure}`),
      );
    } catch (error) {
      figures.notes.push(`${processes} process(es): ${message(error)}`);
    } finally {
      await proxy.stop();
    }
  }
}

export function scaleRows(figures: ScaleFigures, connections: number): ReportRow[] {
  const rows: ReportRow[] = [];
  for (const processes of [1, 2] as const) {
    const run = figures.runs.find((candidate) => candidate.processes === processes);
    const row = (what: string, result: LoadResult | null | undefined): ReportRow => ({
      metric: `${what} via nginx, ${processes} process${processes === 1 ? "" : "es"} (${connections} conns)`,
      value: result
        ? `${formatNumber(result.requestsPerSecond, 0)} req/s, p99 ${formatNumber(result.latencyP99Ms, 2, 0)} ms`
        : "-",
      goal: "reference",
      verdict: result ? "INFO" : "NOT RUN",
    });
    rows.push(row("Catalog GraphQL", run?.catalog), row("Purchase", run?.purchase));
  }
  return rows;
}

export function scaleJson(figures: ScaleFigures): unknown {
  return {
    runs: figures.runs.map((run) => ({
      processes: run.processes,
      catalogGraphql: loadJson(run.catalog),
      purchase: loadJson(run.purchase),
    })),
    notes: figures.notes,
  };
}
