import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { webhookDeliveries } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { findOwnWebhookEndpoint } from "./find-own-webhook-endpoint";
import { webhookErrors } from "./webhook-errors";

/**
 * Sends a delivery's event to its endpoint again, in a delivery of its own that keeps the
 * event's webhook-id, so a receiver that stored it knows it for the same event. It takes its
 * place behind what is still pending for the same resource.
 */
export async function replayWebhookDelivery(
  { db, clock }: { db: Db; clock: Clock },
  input: { publisherId: string; endpointId: string; deliveryId: string },
) {
  const endpoint = await findOwnWebhookEndpoint({ db }, input);
  const [original] = await db
    .select({ event_id: webhookDeliveries.event_id, resource_id: webhookDeliveries.resource_id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.id, input.deliveryId),
        eq(webhookDeliveries.endpoint_id, endpoint.id),
      ),
    );
  if (!original) throw webhookErrors.deliveryNotFound();
  const now = clock.now();
  const [replay] = await db
    .insert(webhookDeliveries)
    .values({ ...original, endpoint_id: endpoint.id, next_attempt_at: now, created_at: now })
    .returning({ id: webhookDeliveries.id });
  if (!replay) throw new Error("the replay could not be queued");
  return { delivery_id: replay.id };
}
