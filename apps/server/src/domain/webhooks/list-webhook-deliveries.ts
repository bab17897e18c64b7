import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { webhookAttempts, webhookDeliveries, webhookEvents } from "../../db/schema";
import { findOwnWebhookEndpoint } from "./find-own-webhook-endpoint";

const LISTED = 50;

/** The endpoint's 50 latest deliveries, newest first, each with the log of its attempts. */
export async function listWebhookDeliveries(
  { db }: { db: Db },
  input: { publisherId: string; endpointId: string },
) {
  const endpoint = await findOwnWebhookEndpoint({ db }, input);
  const deliveries = await db
    .select({
      id: webhookDeliveries.id,
      event_id: webhookDeliveries.event_id,
      event_type: webhookEvents.type,
      state: webhookDeliveries.state,
      attempts: webhookDeliveries.attempts,
      next_attempt_at: webhookDeliveries.next_attempt_at,
      created_at: webhookDeliveries.created_at,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.event_id))
    .where(eq(webhookDeliveries.endpoint_id, endpoint.id))
    .orderBy(desc(webhookDeliveries.sequence))
    .limit(LISTED);
  const ids = deliveries.map((delivery) => delivery.id);
  const attempts = ids.length
    ? await db
        .select()
        .from(webhookAttempts)
        .where(inArray(webhookAttempts.delivery_id, ids))
        .orderBy(asc(webhookAttempts.attempt), asc(webhookAttempts.created_at))
    : [];
  return {
    deliveries: deliveries.map((delivery) => ({
      ...delivery,
      state: delivery.state as "pending" | "delivered" | "failed",
      next_attempt_at: delivery.state === "pending" ? delivery.next_attempt_at.toISOString() : null,
      created_at: delivery.created_at.toISOString(),
      log: attempts
        .filter((attempt) => attempt.delivery_id === delivery.id)
        .map((attempt) => ({
          attempt: attempt.attempt,
          status: attempt.status,
          latency_ms: attempt.latency_ms,
          response_body: attempt.response_body,
          error: attempt.error,
          at: attempt.created_at.toISOString(),
        })),
    })),
  };
}
