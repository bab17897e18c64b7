import type { AnalyticsEvent } from "@creator-checkout/core/analytics";
import type { Db } from "../../db/connect";
import { storeAnalyticsEvents } from "./store-analytics-events";

export interface AnalyticsWriter {
  /** Resolves once the events are committed; rejects if their INSERT failed. */
  write(events: readonly AnalyticsEvent[]): Promise<void>;
}

export interface AnalyticsWriterOptions {
  /** Write a forwarding-queue row with each event. */
  forward: boolean;
  /** INSERTs running at once; requests that arrive meanwhile join the next one. */
  maxConcurrentInserts?: number;
  /** Rows in one INSERT at most (a request's events are never split). */
  maxRowsPerInsert?: number;
}

interface Waiting {
  events: readonly AnalyticsEvent[];
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Group commit for analytics events (docs/decisions/040). Requests hand their events in and
 * wait; the events of every request that arrived while earlier INSERTs ran are written together
 * in one multi-row INSERT, and each request is answered only after its rows are committed. An
 * idle server writes a lone request at once; a busy one writes fewer, bigger statements. A
 * crash loses only events whose requests were never answered.
 */
export function createAnalyticsWriter(
  { db }: { db: Db },
  { forward, maxConcurrentInserts = 4, maxRowsPerInsert = 1_000 }: AnalyticsWriterOptions,
): AnalyticsWriter {
  const waiting: Waiting[] = [];
  let running = 0;
  let scheduled = false;

  const takeBatch = (): Waiting[] => {
    const batch: Waiting[] = [];
    let rows = 0;
    while (waiting.length > 0) {
      const next = waiting[0] as Waiting;
      if (batch.length > 0 && rows + next.events.length > maxRowsPerInsert) break;
      batch.push(next);
      rows += next.events.length;
      waiting.shift();
    }
    return batch;
  };

  const flush = () => {
    scheduled = false;
    while (running < maxConcurrentInserts && waiting.length > 0) {
      const batch = takeBatch();
      running += 1;
      storeAnalyticsEvents({ db }, { events: batch.flatMap((item) => item.events), forward })
        .then(
          () => {
            for (const item of batch) item.resolve();
          },
          (error: unknown) => {
            for (const item of batch) item.reject(error);
          },
        )
        .finally(() => {
          running -= 1;
          flush();
        });
    }
  };

  return {
    write(events) {
      if (events.length === 0) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        waiting.push({ events, resolve, reject });
        // Requests parsed in the same turn of the event loop share the first INSERT.
        if (!scheduled && running < maxConcurrentInserts) {
          scheduled = true;
          setImmediate(flush);
        }
      });
    },
  };
}
