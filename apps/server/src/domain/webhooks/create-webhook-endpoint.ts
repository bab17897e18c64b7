import { type WebhookEventType, webhookEventTypes } from "@creator-checkout/core/webhooks";
import type { Db } from "../../db/connect";
import { webhookEndpoints } from "../../db/schema";
import { checkWebhookUrl } from "./check-webhook-url";
import { webhookEndpointView } from "./webhook-endpoint-view";
import { webhookErrors } from "./webhook-errors";
import type { WebhookPolicy } from "./webhook-policy";
import { newWebhookSecret } from "./webhook-secret";

/** Adds an endpoint for every event, or the ones named; its secret is answered this once. */
export async function createWebhookEndpoint(
  { db, policy }: { db: Db; policy: WebhookPolicy },
  input: { publisherId: string; url: string; events?: readonly WebhookEventType[] },
) {
  const url = checkWebhookUrl(input.url, policy);
  const events = uniqueEvents(input.events ?? webhookEventTypes);
  const secret = newWebhookSecret();
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({ publisher_id: input.publisherId, url, events, secret })
    .returning();
  if (!endpoint) throw new Error("the webhook endpoint could not be stored");
  return { ...webhookEndpointView(endpoint), secret };
}

/** The events as given, refused when one is named twice. */
export function uniqueEvents(events: readonly WebhookEventType[]): WebhookEventType[] {
  if (new Set(events).size !== events.length) throw webhookErrors.duplicateEvents();
  return [...events];
}
