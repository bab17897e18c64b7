import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type {
  AnalyticsCollector,
  ForwardedAnalyticsEvent,
} from "../../adapters/analytics/analytics-collector";
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
const FIRST_RETRY_SECONDS = 5;
const LONGEST_RETRY_SECONDS = 3_600;

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

/**
 * Claims due queue rows in one `FOR UPDATE SKIP LOCKED` statement, so racing processes never
 * claim the same event, sends them to the collector in one request and removes them once it
 * accepted them. A refused or failed send is retried later with a growing wait.
 */
async function forwardOneBatch(
  { db, collector, clock, logger }: ForwardingDeps,
  { batchSize = 100, leaseMs = 60_000, maxAttempts = 10 }: ForwardingOptions,
): Promise<{ claimed: number; forwarded: number }> {
  const now = clock.now();
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const due = db
    .select({ event_id: analyticsForwarding.event_id })
    .from(analyticsForwarding)
    .where(
      and(
        isNull(analyticsForwarding.failed_at),
        lte(analyticsForwarding.run_at, now),
        or(isNull(analyticsForwarding.locked_until), lte(analyticsForwarding.locked_until, now)),
      ),
    )
    .orderBy(asc(analyticsForwarding.run_at))
    .limit(batchSize)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(analyticsForwarding)
    .set({ attempts: sql`${analyticsForwarding.attempts} + 1`, locked_until: leaseUntil })
    .where(inArray(analyticsForwarding.event_id, due))
    .returning({ event_id: analyticsForwarding.event_id });
  if (claimed.length === 0) return { claimed: 0, forwarded: 0 };

  const ids = claimed.map((row) => row.event_id);
  // The lease is this claim's fencing token: a round that outlived it changes nothing.
  const thisClaim = and(
    inArray(analyticsForwarding.event_id, ids),
    eq(analyticsForwarding.locked_until, leaseUntil),
  );
  const rows = await db.select().from(analyticsEvents).where(inArray(analyticsEvents.id, ids));
  try {
    await collector.send(rows.map(forwardedEvent));
  } catch (caught) {
    const error = (caught instanceof Error ? caught.message : String(caught)).slice(0, 500);
    const failedAt = clock.now();
    await db
      .update(analyticsForwarding)
      .set({
        locked_until: null,
        last_error: error,
        run_at: sql`${failedAt}::timestamptz + least(
          make_interval(secs => ${FIRST_RETRY_SECONDS} * power(2, ${analyticsForwarding.attempts} - 1)),
          make_interval(secs => ${LONGEST_RETRY_SECONDS}))`,
        failed_at: sql`case when ${analyticsForwarding.attempts} >= ${maxAttempts} then ${failedAt}::timestamptz end`,
      })
      .where(thisClaim);
    logger.warn(
      { collector: collector.name, events: ids.length, error },
      "forwarding analytics events failed; they will be retried",
    );
    return { claimed: ids.length, forwarded: 0 };
  }
  await db.delete(analyticsForwarding).where(thisClaim);
  return { claimed: ids.length, forwarded: ids.length };
}
