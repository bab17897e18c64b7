import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { connectDatabase } from "../apps/server/src/db/connect";
import { createWebhookEndpoint } from "../apps/server/src/domain/webhooks/create-webhook-endpoint";
import { recordWebhookEvent } from "../apps/server/src/domain/webhooks/record-webhook-event";
import { formatNumber, type ReportRow } from "./report";

export interface WebhookOptions {
  publisherId: string;
  eventsPerSecond: number;
  durationSeconds: number;
  /** How long to wait, after the last event, for the rest to arrive. */
  drainSeconds: number;
  p99GoalMs: number;
}

export interface WebhookFigures {
  recorded: number;
  arrived: number;
  /** Arrivals over the time from the first event recorded to the last arrival. */
  deliveredPerSecond: number | null;
  lagP50Ms: number | null;
  lagP99Ms: number | null;
  notes: string[];
}

export const emptyWebhookFigures = (): WebhookFigures => ({
  recorded: 0,
  arrived: 0,
  deliveredPerSecond: null,
  lagP50Ms: null,
  lagP99Ms: null,
  notes: [],
});

/** The nearest-rank percentile of `values` (0 < p <= 100); null for none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? null;
}

/** Each event's lag: its arrival at the receiver less the `timestamp` it was recorded with. */
export function lagsOf(arrivals: ReadonlyArray<{ body: string; at: number }>): number[] {
  return arrivals.map(
    ({ body, at }) => at - Date.parse((JSON.parse(body) as { timestamp: string }).timestamp),
  );
}

/** A receiver on 127.0.0.1 that notes when each request arrived, and answers 200. */
async function startReceiver() {
  const arrivals: Array<{ body: string; at: number }> = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      arrivals.push({ body: Buffer.concat(chunks).toString("utf8"), at: Date.now() });
      response.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    arrivals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The server's own webhook worker delivering events recorded by this process, as a payment's
 * transaction records them (recordWebhookEvent), at a steady rate, each of a resource of its own,
 * to one endpoint on a receiver on loopback (the server runs outside production, so loopback is
 * allowed). The lag is from the event's `timestamp` (its created_at) to its arrival.
 */
export async function measureWebhookDelivery(
  context: { databaseUrl: string; progress: (text: string) => void },
  options: WebhookOptions,
  figures: WebhookFigures,
): Promise<void> {
  const receiver = await startReceiver();
  const database = await connectDatabase({ databaseUrl: context.databaseUrl });
  const { db } = database;
  try {
    await createWebhookEndpoint(
      { db, policy: { production: false, allowedHosts: [] } },
      { publisherId: options.publisherId, url: receiver.url, events: ["order.paid"] },
    );
    const total = options.eventsPerSecond * options.durationSeconds;
    context.progress(
      `webhooks: ${total} events at ${options.eventsPerSecond}/s to ${receiver.url}`,
    );
    const started = performance.now();
    for (let index = 0; index < total; index++) {
      // Paced against the start, so a slow insert is caught up rather than stretching the run.
      const due = started + (index * 1000) / options.eventsPerSecond;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      await db.transaction((tx) =>
        recordWebhookEvent(
          { db: tx },
          {
            publisherId: options.publisherId,
            type: "order.paid",
            resourceId: `bench-order-${index}`,
            data: { order_id: `bench-order-${index}`, amount: 500, currency: "USD" },
            now: new Date(),
          },
        ),
      );
      figures.recorded++;
    }
    const recordedMs = performance.now() - started;
    if (recordedMs > options.durationSeconds * 1000 * 1.1) {
      figures.notes.push(
        `recording ${total} events took ${formatNumber(recordedMs / 1000, 1)} s, not ${options.durationSeconds} s`,
      );
    }
    const drainUntil = performance.now() + options.drainSeconds * 1000;
    while (receiver.arrivals.length < total && performance.now() < drainUntil) await sleep(100);
    const lastArrival = Math.max(...receiver.arrivals.map((arrival) => arrival.at));
    const firstRecorded = Date.now() - (performance.now() - started);
    figures.arrived = receiver.arrivals.length;
    if (figures.arrived < total)
      figures.notes.push(`${total - figures.arrived} of ${total} events never arrived`);
    figures.deliveredPerSecond = (figures.arrived * 1000) / (lastArrival - firstRecorded);
    const lags = lagsOf(receiver.arrivals);
    figures.lagP50Ms = percentile(lags, 50);
    figures.lagP99Ms = percentile(lags, 99);
  } finally {
    await database.close();
    await receiver.close();
  }
}

export function webhookMethod(options: WebhookOptions): string[] {
  return [
    `Webhooks: the server's worker delivers order.paid events recorded by the benchmark at ${options.eventsPerSecond}/s for ${options.durationSeconds} s (each of its own`,
    "  resource, in a transaction of its own) to a receiver on 127.0.0.1 that answers 200; the lag is from each event's timestamp to its arrival.",
  ];
}

export function webhookRows(figures: WebhookFigures, options: WebhookOptions): ReportRow[] {
  const ran = figures.lagP99Ms !== null;
  const ms = (value: number | null) => (value === null ? "-" : `${formatNumber(value, 0)} ms`);
  return [
    {
      metric: `Webhooks delivered/s (${options.eventsPerSecond}/s recorded)`,
      value:
        figures.deliveredPerSecond === null
          ? "-"
          : `${formatNumber(figures.deliveredPerSecond, 0)} /s`,
      goal: `${options.eventsPerSecond} /s, none lost`,
      verdict: !ran ? "NOT RUN" : figures.arrived === figures.recorded ? "PASS" : "FAIL",
    },
    {
      metric: "Webhook lag p50",
      value: ms(figures.lagP50Ms),
      goal: "-",
      verdict: ran ? "INFO" : "NOT RUN",
    },
    {
      metric: `Webhook lag p99 at ${options.eventsPerSecond} events/s`,
      value: ms(figures.lagP99Ms),
      goal: `< ${formatNumber(options.p99GoalMs, 0)} ms`,
      verdict: !ran
        ? "NOT RUN"
        : (figures.lagP99Ms ?? Infinity) < options.p99GoalMs
          ? "PASS"
          : "FAIL",
    },
  ];
}
