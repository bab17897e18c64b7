// The events a creator's site may hear of (docs/decisions/079), signed by Standard Webhooks v1.

/** Every event type an endpoint may subscribe to. */
export const webhookEventTypes = [
  "order.paid",
  "order.refunded",
  "subscription.created",
  "subscription.renewed",
  "subscription.past_due",
  "subscription.canceled",
  "subscription.switched",
  "subscription.paused",
  "subscription.resumed",
  "subscription.cancel_answered",
  "subscription.price_change_scheduled",
  "gift.purchased",
  "gift.redeemed",
] as const;

export type WebhookEventType = (typeof webhookEventTypes)[number];

/** What `POST /api/publisher/webhooks/{id}/test` sends: only to that endpoint, never subscribed. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

/** The longest endpoint URL accepted. */
export const WEBHOOK_URL_MAX_LENGTH = 2_048;

/** The most given-up deliveries one replay queues again (docs/decisions/089). */
export const WEBHOOK_REPLAY_LIMIT = 1_000;

/** The largest body an event is sent with, in bytes of UTF-8. */
export const WEBHOOK_PAYLOAD_MAX_BYTES = 20_000;

export {
  type OrderEventData,
  orderEventDataSchema,
  orderRefundedDataSchema,
  webhookEventSchema,
} from "./order-event-data";
