import { randomUUID } from "node:crypto";
import { WEBHOOK_TEST_EVENT } from "@creator-checkout/core/webhooks";
import type { Db } from "../../db/connect";
import { webhookDeliveries, webhookEvents } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { findOwnWebhookEndpoint } from "./find-own-webhook-endpoint";
import { webhookPayload } from "./webhook-payload";

/**
 * Queues a `webhook.test` event for this endpoint alone, whatever it subscribed to, so the
 * creator can see a signed delivery reach their receiver.
 */
export async function queueTestWebhook(
  { db, clock }: { db: Db; clock: Clock },
  input: { publisherId: string; endpointId: string },
) {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const endpoint = await findOwnWebhookEndpoint({ db: tx }, input);
    const eventId = randomUUID();
    const payload = webhookPayload(WEBHOOK_TEST_EVENT, now, { endpoint_id: endpoint.id });
    await tx.insert(webhookEvents).values({
      id: eventId,
      publisher_id: input.publisherId,
      type: WEBHOOK_TEST_EVENT,
      resource_id: eventId,
      payload,
      created_at: now,
    });
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({
        event_id: eventId,
        endpoint_id: endpoint.id,
        resource_id: eventId,
        next_attempt_at: now,
        created_at: now,
      })
      .returning({ id: webhookDeliveries.id });
    if (!delivery) throw new Error("the test delivery could not be queued");
    return { delivery_id: delivery.id, event_id: eventId };
  });
}
