import { Webhook } from "standardwebhooks";
import type { webhookEndpoints } from "../../db/schema";

type Secrets = Pick<
  typeof webhookEndpoints.$inferSelect,
  "secret" | "previous_secret" | "previous_secret_until"
>;

/**
 * The Standard Webhooks v1 headers of one attempt: the event's id (the same on every attempt
 * and replay, so receivers can drop duplicates), the time of sending, and one `v1,` signature
 * per secret that signs now, space-separated: two for 24 h after a rotation.
 */
export function signWebhook(
  endpoint: Secrets,
  { eventId, payload, now, sentAt }: { eventId: string; payload: string; now: Date; sentAt: Date },
): Record<string, string> {
  const previousSigns =
    endpoint.previous_secret !== null &&
    endpoint.previous_secret_until !== null &&
    endpoint.previous_secret_until > now;
  const secrets = [endpoint.secret];
  if (previousSigns && endpoint.previous_secret) secrets.push(endpoint.previous_secret);
  const signatures = secrets.map((secret) => new Webhook(secret).sign(eventId, sentAt, payload));
  return {
    "webhook-id": eventId,
    "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
    "webhook-signature": signatures.join(" "),
  };
}
