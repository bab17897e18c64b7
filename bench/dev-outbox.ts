import { setTimeout as sleep } from "node:timers/promises";
import { mapConcurrently } from "./concurrency";
import type { PostgresServer } from "./postgres-cluster";

export interface QueueState {
  /** Messages in the dev outbox: delivered by the server's queue worker. */
  delivered: number;
  /** Queued messages the worker gave up on: they will never arrive. */
  failed: number;
}

/** Reads the queue's progress straight from the server's database (one psql call). */
export async function readQueueState(
  postgres: PostgresServer,
  databaseUrl: string,
): Promise<QueueState> {
  const output = await postgres.sql(
    databaseUrl,
    "SELECT (SELECT count(*) FROM dev_outbox), (SELECT count(*) FROM outgoing_messages WHERE failed_at IS NOT NULL)",
  );
  const [delivered, failed] = output.trim().split("|").map(Number);
  if (!Number.isInteger(delivered) || !Number.isInteger(failed)) {
    throw new Error(`unexpected queue state from psql: ${JSON.stringify(output)}`);
  }
  return { delivered: delivered as number, failed: failed as number };
}

export interface WaitOutcome {
  /** What the last poll saw. */
  state: QueueState;
  complete: boolean;
}

/**
 * Polls until the dev outbox holds `expected` messages, a message failed for good, or nothing
 * new arrived for `stallMs`. Answers what it saw last; never throws for a slow queue.
 */
export async function waitForDeliveries(
  readState: () => Promise<QueueState>,
  expected: number,
  { pollMs, stallMs }: { pollMs: number; stallMs: number },
): Promise<WaitOutcome> {
  let lastProgressAt = performance.now();
  let lastDelivered = -1;
  for (;;) {
    const state = await readState();
    const now = performance.now();
    if (state.delivered >= expected) return { state, complete: true };
    if (state.failed > 0) return { state, complete: false };
    if (state.delivered !== lastDelivered) {
      lastDelivered = state.delivered;
      lastProgressAt = now;
    } else if (now - lastProgressAt > stallMs) {
      return { state, complete: false };
    }
    await sleep(pollMs);
  }
}

export interface DeliveryTimes {
  /** Messages to the matching addresses that are in the dev outbox. */
  delivered: number;
  /** Of those, the ones stored after `sinceMs`. */
  deliveredSince: number;
  /** When the last of them was stored (Unix ms, the database's clock, i.e. this machine's). */
  lastAtMs: number;
  /** From queuing a message (the send-code transaction) to storing it in the outbox. */
  delayP50Ms: number;
  delayP99Ms: number;
}

/**
 * When the queue worker delivered the messages to addresses starting with `recipientPrefix`,
 * from the timestamps the server wrote (so polling granularity plays no part).
 */
export async function readDeliveryTimes(
  postgres: PostgresServer,
  databaseUrl: string,
  { recipientPrefix, sinceMs }: { recipientPrefix: string; sinceMs: number },
): Promise<DeliveryTimes> {
  if (!/^[a-z0-9.@-]+$/.test(recipientPrefix)) throw new Error(`unsafe prefix ${recipientPrefix}`);
  const delayMs = "extract(epoch FROM o.created_at - m.created_at) * 1000";
  const output = await postgres.sql(
    databaseUrl,
    `SELECT count(*),
       count(*) FILTER (WHERE o.created_at > to_timestamp(${sinceMs} / 1000.0)),
       coalesce(extract(epoch FROM max(o.created_at)) * 1000, 0),
       coalesce(percentile_cont(0.5) WITHIN GROUP (ORDER BY ${delayMs}), 0),
       coalesce(percentile_cont(0.99) WITHIN GROUP (ORDER BY ${delayMs}), 0)
     FROM dev_outbox o JOIN outgoing_messages m ON m.recipient = o.recipient
     WHERE o.recipient LIKE '${recipientPrefix}%'`,
  );
  const [delivered, deliveredSince, lastAtMs, delayP50Ms, delayP99Ms] = output
    .trim()
    .split("|")
    .map(Number);
  const figures = { delivered, deliveredSince, lastAtMs, delayP50Ms, delayP99Ms };
  for (const [name, value] of Object.entries(figures)) {
    if (!Number.isFinite(value)) throw new Error(`unexpected ${name} from psql: ${output}`);
  }
  return figures as DeliveryTimes;
}

/** The sign-in code in the newest dev outbox message to `email`, as a buyer would read it. */
export async function readCode(baseUrl: string, email: string): Promise<string | null> {
  const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`, {
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status !== 200) {
    throw new Error(`GET /api/dev/outbox answered ${response.status}: ${await response.text()}`);
  }
  const { messages } = (await response.json()) as { messages?: Array<{ body?: string }> };
  return messages?.[0]?.body?.match(/\b(\d{6})\b/)?.[1] ?? null;
}

export interface CodePair {
  email: string;
  code: string;
}

/** Reads every address's code over HTTP, `concurrency` at a time; skips addresses with none. */
export async function collectCodes(
  baseUrl: string,
  emails: readonly string[],
  concurrency: number,
): Promise<{ pairs: CodePair[]; missing: number }> {
  const codes = await mapConcurrently(emails, concurrency, (email) => readCode(baseUrl, email));
  const pairs: CodePair[] = [];
  emails.forEach((email, index) => {
    const code = codes[index];
    if (code) pairs.push({ email, code });
  });
  return { pairs, missing: emails.length - pairs.length };
}
