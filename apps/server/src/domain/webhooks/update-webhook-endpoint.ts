import type { WebhookEventType } from "@creator-checkout/core/webhooks";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { webhookEndpoints } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { checkWebhookUrl } from "./check-webhook-url";
import { uniqueEvents } from "./create-webhook-endpoint";
import { webhookEndpointView } from "./webhook-endpoint-view";
import { webhookErrors } from "./webhook-errors";
import type { WebhookPolicy } from "./webhook-policy";

/**
 * Changes what was given of an endpoint's url, events and whether it is disabled. Enabling it
 * clears why it was disabled and its failing days, so the five days count afresh.
 */
export async function updateWebhookEndpoint(
  { db, clock, policy }: { db: Db; clock: Clock; policy: WebhookPolicy },
  input: {
    publisherId: string;
    endpointId: string;
    url?: string;
    events?: readonly WebhookEventType[];
    disabled?: boolean;
  },
) {
  const now = clock.now();
  const enabling = input.disabled === false;
  const [updated] = await db
    .update(webhookEndpoints)
    .set({
      ...(input.url !== undefined ? { url: checkWebhookUrl(input.url, policy) } : {}),
      ...(input.events !== undefined ? { events: uniqueEvents(input.events) } : {}),
      ...(input.disabled ? { disabled_at: now, disabled_reason: "disabled by the creator" } : {}),
      ...(enabling ? { disabled_at: null, disabled_reason: null, failing_since: null } : {}),
      updated_at: now,
    })
    .where(
      and(
        eq(webhookEndpoints.id, input.endpointId),
        eq(webhookEndpoints.publisher_id, input.publisherId),
      ),
    )
    .returning();
  if (!updated) throw webhookErrors.endpointNotFound();
  return webhookEndpointView(updated);
}
