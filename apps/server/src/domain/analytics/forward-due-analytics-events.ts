import { inArray } from "drizzle-orm";
import type {
  AnalyticsCollector,
  ForwardedAnalyticsEvent,
} from "../../adapters/analytics/analytics-collector";
import {
  claimJobs,
  doublingDelay,
  failJobs,
  heldBy,
  type JobTable,
  nextJobDueInMs,
} from "../../background/jobs";
import type { Db } from "../../db/connect";
import { analyticsEvents, analyticsForwarding } from "../../db/schema";
import type { MessagingLogger } from "../../messaging/transport";
import type { Clock } from "../../security/clock";

export interface ForwardingDeps {
  db: Db;
  collector: AnalyticsCollector;
  clock: Clock;
  logger: MessagingLogger;
}

export interface ForwardingOptions {
  /** Events claimed and sent in one request to the collector. */
  batchSize?: number;
  /** How long a claim holds its rows; after it, another process may send them again. */
  leaseMs?: number;
  /** Sends tried before an event is given up (kept in Postgres, marked failed). */
  maxAttempts?: number;
  /** Batches sent in one round at most, while full batches keep coming. */
  maxBatches?: number;
}

// The wait before the next try doubles from 5 s up to an hour: ten tries span about 2.5 hours,
// long enough for a collector's restart or a short outage.
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 3_600_000;

function forwardedEvent(row: typeof analyticsEvents.$inferSelect): ForwardedAnalyticsEvent {
  return {
    id: row.id,
    received_at: row.received_at.toISOString(),
    type: row.type,
    publisher_id: row.publisher_id,
    session_id: row.session_id,
    user_id: row.user_id,
    conversation_id: row.conversation_id,
    product_option_id: row.product_option_id,
    campaign: {
      name: row.campaign_name,
      source: row.campaign_source,
      medium: row.campaign_medium,
      term: row.campaign_term,
      content: row.campaign_content,
    },
    properties: row.properties,
  };
}

/**
 * One round of forwarding (docs/decisions/040): batch after batch while the queue holds full
 * batches, so a busy checkout's events do not pile up between rounds.
 */
export async function forwardDueAnalyticsEvents(
  deps: ForwardingDeps,
  { maxBatches = 20, ...options }: ForwardingOptions = {},
): Promise<{ claimed: number; forwarded: number }> {
  const batchSize = options.batchSize ?? 100;
  const total = { claimed: 0, forwarded: 0 };
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const done = await forwardOneBatch(deps, { ...options, batchSize });
    total.claimed += done.claimed;
    total.forwarded += done.forwarded;
    if (done.claimed < batchSize || done.forwarded < done.claimed) break;
  }
  return total;
}

/** The forwarding queue's rows as jobs (docs/decisions/148). */
const forwardingJobs: JobTable = {
  table: analyticsForwarding,
  id: analyticsForwarding.event_id,
  runAt: analyticsForwarding.run_at,
  lockedUntil: analyticsForwarding.locked_until,
  attempts: analyticsForwarding.attempts,
  failedAt: analyticsForwarding.failed_at,
  lastError: analyticsForwarding.last_error,
};

/**
 * Claims due queue rows as jobs (docs/decisions/148), so racing processes never claim the same
 * event, sends them to the collector in one request and removes them once it accepted them. A
 * refused or failed send is retried later with a growing wait.
 */
async function forwardOneBatch(
  { db, collector, clock, logger }: ForwardingDeps,
  { batchSize = 100, leaseMs = 60_000, maxAttempts = 10 }: ForwardingOptions,
): Promise<{ claimed: number; forwarded: number }> {
  const claims = await claimJobs(db, forwardingJobs, {
    now: clock.now(),
    limit: batchSize,
    leaseMs,
  });
  if (claims.length === 0) return { claimed: 0, forwarded: 0 };

  const ids = claims.map((claim) => claim.id);
  const rows = await db.select().from(analyticsEvents).where(inArray(analyticsEvents.id, ids));
  try {
    await collector.send(rows.map(forwardedEvent));
  } catch (caught) {
    const error = (caught instanceof Error ? caught.message : String(caught)).slice(0, 500);
    await failJobs(db, forwardingJobs, claims, {
      now: clock.now(),
      error,
      policy: { maxAttempts, delayMs: doublingDelay(FIRST_RETRY_MS, LONGEST_RETRY_MS) },
    });
    logger.warn(
      { collector: collector.name, events: ids.length, error },
      "forwarding analytics events failed; they will be retried",
    );
    return { claimed: ids.length, forwarded: 0 };
  }
  // The claims fence the removal: a round that outlived its lease removes nothing.
  await db.delete(analyticsForwarding).where(heldBy(forwardingJobs, claims));
  return { claimed: ids.length, forwarded: ids.length };
}

/** How long until the next event to forward falls due (a retry); null when none waits. */
export function nextForwardingDueInMs({ db, clock }: Pick<ForwardingDeps, "db" | "clock">) {
  return nextJobDueInMs(db, forwardingJobs, { now: clock.now() });
}
