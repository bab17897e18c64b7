import { and, eq, inArray, lt, ne, notExists } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { webhookAttempts, webhookDeliveries, webhookEvents } from "../../db/schema";
import type { Clock } from "../../security/clock";

/** How long delivered events and every attempt's log are kept (docs/decisions/090). */
export const WEBHOOK_HISTORY_DAYS = 90;
// Small enough that one batch holds its locks for a moment; a round stops after MAX_BATCHES and
// the next round goes on, so a backlog never turns one round into a long one.
const BATCH = 1_000;
const MAX_BATCHES = 50;

/**
 * Deletes what is older than 90 days: the log of each attempt, and each event no delivery still
 * waits to send (its deliveries go with it). An event waiting on a disabled endpoint is kept
 * however old, since enabling the endpoint sends it.
 */
export async function pruneWebhookHistory({ db, clock }: { db: Db; clock: Clock }) {
  const cutoff = new Date(clock.now().getTime() - WEBHOOK_HISTORY_DAYS * 24 * 3600_000);
  const stillWaiting = (eventId: typeof webhookEvents.id) =>
    db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.event_id, eventId), eq(webhookDeliveries.state, "pending")));
  const oldAttempts = db
    .select({ id: webhookAttempts.id })
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.delivery_id))
    .where(and(lt(webhookAttempts.created_at, cutoff), ne(webhookDeliveries.state, "pending")))
    .orderBy(webhookAttempts.created_at)
    .limit(BATCH);
  const oldEvents = db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(and(lt(webhookEvents.created_at, cutoff), notExists(stillWaiting(webhookEvents.id))))
    .orderBy(webhookEvents.created_at)
    .limit(BATCH);
  const attempts = await inBatches(() =>
    db
      .delete(webhookAttempts)
      .where(inArray(webhookAttempts.id, oldAttempts))
      .returning({ id: webhookAttempts.id }),
  );
  const events = await inBatches(() =>
    db
      .delete(webhookEvents)
      .where(inArray(webhookEvents.id, oldEvents))
      .returning({ id: webhookEvents.id }),
  );
  return { webhookAttempts: attempts, webhookEvents: events };
}

/** Runs a delete of at most BATCH rows until one deletes fewer; answers how many in all. */
async function inBatches(deleteBatch: () => Promise<unknown[]>) {
  let deleted = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const rows = await deleteBatch();
    deleted += rows.length;
    if (rows.length < BATCH) break;
  }
  return deleted;
}
