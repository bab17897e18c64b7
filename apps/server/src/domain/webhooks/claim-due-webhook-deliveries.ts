import { and, asc, eq, inArray, isNull, lt, notExists, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { claimJobs, type JobTable } from "../../background/jobs";
import type { Db } from "../../db/connect";
import { webhookDeliveries, webhookEndpoints, webhookEvents } from "../../db/schema";

/** The deliveries as jobs (docs/decisions/148); a given-up delivery's state says so. */
export const webhookDeliveryJobs: JobTable = {
  table: webhookDeliveries,
  id: webhookDeliveries.id,
  runAt: webhookDeliveries.next_attempt_at,
  lockedUntil: webhookDeliveries.locked_until,
  attempts: webhookDeliveries.attempts,
  failedAt: null,
  lastError: null,
};

const earlier = alias(webhookDeliveries, "earlier");

/**
 * Pending deliveries that may be sent once due: their endpoint is enabled and no earlier one to
 * the same endpoint for the same resource is pending.
 */
export function sendableDeliveries(db: Db): SQL | undefined {
  const enabledEndpoints = db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(isNull(webhookEndpoints.disabled_at));
  return and(
    eq(webhookDeliveries.state, "pending"),
    inArray(webhookDeliveries.endpoint_id, enabledEndpoints),
    notExists(
      db
        .select({ id: earlier.id })
        .from(earlier)
        .where(
          and(
            eq(earlier.endpoint_id, webhookDeliveries.endpoint_id),
            eq(earlier.resource_id, webhookDeliveries.resource_id),
            eq(earlier.state, "pending"),
            lt(earlier.sequence, webhookDeliveries.sequence),
          ),
        ),
    ),
  );
}

/**
 * Claims up to `limit` due deliveries for `leaseMs` (docs/decisions/079, 148), so workers in any
 * number of processes never take the same row. A delivery waits while an earlier one to the
 * same endpoint for the same resource is pending (claimed or not), so a resource's events arrive
 * in the order they were recorded; deliveries to a disabled endpoint wait until it is enabled.
 * The attempt is counted at claim time and fences the outcome (see `recordWebhookAttempt`).
 */
export async function claimDueWebhookDeliveries(
  { db }: { db: Db },
  { now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number },
) {
  const claimed = await claimJobs(db, webhookDeliveryJobs, {
    now,
    limit,
    leaseMs,
    where: sendableDeliveries(db),
    orderBy: [asc(webhookDeliveries.next_attempt_at), asc(webhookDeliveries.sequence)],
  });
  if (claimed.length === 0) return [];
  return db
    .select({
      id: webhookDeliveries.id,
      attempts: webhookDeliveries.attempts,
      eventId: webhookEvents.id,
      payload: webhookEvents.payload,
      endpoint: webhookEndpoints,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.event_id))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpoint_id))
    .where(
      inArray(
        webhookDeliveries.id,
        claimed.map((delivery) => delivery.id),
      ),
    );
}

export type ClaimedWebhookDelivery = Awaited<ReturnType<typeof claimDueWebhookDeliveries>>[number];
