import type { WebhookEventType } from "@creator-checkout/core/webhooks";
import type { webhookEndpoints } from "../../db/schema";

/** An endpoint as the API shows it: never its secrets. */
export function webhookEndpointView(endpoint: typeof webhookEndpoints.$inferSelect) {
  return {
    id: endpoint.id,
    url: endpoint.url,
    events: endpoint.events as WebhookEventType[],
    disabled: endpoint.disabled_at !== null,
    disabled_reason: endpoint.disabled_reason,
    created_at: endpoint.created_at.toISOString(),
  };
}
