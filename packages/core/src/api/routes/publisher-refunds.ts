import { z } from "zod";
import { publisherCancelResponse, refundResponse } from "../contract";
import { defineRoute } from "../define-route";
import { uuidParam } from "../request-parts";

// A creator's own server (or the publisher command) gives money back and ends subscriptions
// with its publisher key (docs/decisions/077, 078), without opening the database.

const tag = "Publisher";

/** Every refund carries a key of its own, so a repeated request never refunds twice. */
const refundHeaders = z.object({
  "idempotency-key": z
    .string({ error: "An Idempotency-Key header is required: one new key per refund." })
    .min(8, "Idempotency-Key must be 8 to 200 characters.")
    .max(200, "Idempotency-Key must be 8 to 200 characters."),
});

export const refundOrder = defineRoute({
  method: "POST",
  path: "/api/publisher/orders/:orderId/refunds",
  summary: "Refund a paid order, in full or in part",
  description:
    "Without `amount`, what is left of the order is refunded. The same Idempotency-Key with the same body answers the first refund again; with another body it is refused with 409. A subscription the order pays for goes on unless `cancel_subscription` is true, which ends it now. A processor that cannot be reached answers 502 and leaves the refund pending: repeat the request with the same key to finish it.",
  tag,
  caller: "publisher-key",
  request: {
    headers: refundHeaders,
    params: z.object({ orderId: uuidParam() }),
    body: z
      .object({
        amount: z
          .number({ error: "amount must be a whole number of minor units, such as 400 for $4.00." })
          .int("amount must be a whole number of minor units, such as 400 for $4.00.")
          .positive("amount must be more than 0.")
          .max(2_147_483_647, "amount is larger than any order.")
          .optional(),
        cancel_subscription: z
          .boolean({ error: "cancel_subscription must be true or false." })
          .optional(),
        reason: z.string().max(500, "reason must be at most 500 characters.").optional(),
      })
      .strict()
      .default({}),
  },
  responses: { 201: refundResponse },
  errors: [401, 404, 409, 422, 502],
});

export const publisherCancelSubscription = defineRoute({
  method: "POST",
  path: "/api/publisher/subscriptions/:subscriptionId/cancel",
  summary: "Cancel a subscriber: at the end of the paid period, or now",
  description:
    "`at_period_end: true` lets access last until the period already paid ends; false ends access now. Nothing is refunded by a cancel (`refunded_amount` is 0): refund the order for that.",
  tag,
  caller: "publisher-key",
  request: {
    params: z.object({ subscriptionId: uuidParam() }),
    body: z.object(
      {
        at_period_end: z.boolean({ error: "at_period_end must be true or false." }),
      },
      { error: "Send { at_period_end: true } or { at_period_end: false }." },
    ),
  },
  responses: { 200: publisherCancelResponse },
  errors: [401, 404, 409],
});

// The same two for the publisher command beside a server that holds the embedded database,
// which no second process may open (docs/decisions/043): the operator acts for the publisher whose
// order or subscription it names.

export const operatorRefundOrder = defineRoute({
  method: "POST",
  path: "/api/operator/orders/:orderId/refunds",
  summary: "Refund an order for its publisher (the publisher command)",
  tag: "Operator",
  caller: "operator",
  request: {
    params: z.object({ orderId: uuidParam() }),
    body: z
      .object({
        amount: z
          .number({ error: "amount must be a whole number of minor units." })
          .int("amount must be a whole number of minor units.")
          .positive("amount must be more than 0.")
          .max(2_147_483_647, "amount is larger than any order.")
          .optional(),
        idempotency_key: z
          .string({ error: "idempotency_key is required." })
          .min(8, "idempotency_key must be 8 to 200 characters.")
          .max(200, "idempotency_key must be 8 to 200 characters."),
      })
      .strict(),
  },
  responses: { 200: refundResponse },
  errors: [401, 404, 409, 422, 502],
});

export const operatorCancelSubscription = defineRoute({
  method: "POST",
  path: "/api/operator/subscriptions/:subscriptionId/cancel",
  summary: "Cancel a subscriber for its publisher (the publisher command)",
  tag: "Operator",
  caller: "operator",
  request: {
    params: z.object({ subscriptionId: uuidParam() }),
    body: z.object(
      { at_period_end: z.boolean({ error: "at_period_end must be true or false." }) },
      { error: "Send { at_period_end: true } or { at_period_end: false }." },
    ),
  },
  responses: { 200: publisherCancelResponse },
  errors: [401, 404, 409],
});
