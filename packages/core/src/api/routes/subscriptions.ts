import { z } from "zod";
import { orderResultResponse, paymentFailedResponse, subscriptionResponse } from "../contract";
import { defineRoute } from "../define-route";
import { chargeHeaders, publisherHeaders, uuidParam } from "../request-parts";

// The buyer's own subscription: cancel at the period's end, resume before it, and pay a failed
// renewal at once (docs/decisions/030).

const tag = "Subscriptions";
const subscriptionParams = z.object({ subscriptionId: uuidParam() });

export const cancelSubscription = defineRoute({
  method: "POST",
  path: "/api/subscriptions/:subscriptionId/cancel",
  summary: "Cancel the buyer's subscription at the end of the paid period",
  description: "Access lasts until `current_period_end`; nothing more is charged.",
  tag,
  caller: "buyer",
  request: { headers: publisherHeaders, params: subscriptionParams },
  responses: { 200: subscriptionResponse },
  errors: [401, 404, 409],
});

export const resumeSubscription = defineRoute({
  method: "POST",
  path: "/api/subscriptions/:subscriptionId/resume",
  summary: "Resume a canceled subscription before its period ends",
  tag,
  caller: "buyer",
  request: { headers: publisherHeaders, params: subscriptionParams },
  responses: { 200: subscriptionResponse },
  errors: [401, 404, 409],
});

export const payOverdue = defineRoute({
  method: "POST",
  path: "/api/subscriptions/:subscriptionId/pay",
  summary: "Pay a failed renewal now, with the default card or the one named",
  description:
    "A refused payment is a 402 with the processor's reason; 3-D Secure is a 200 with `next_action`.",
  tag,
  caller: "buyer",
  request: {
    headers: chargeHeaders,
    params: subscriptionParams,
    body: z.object({ source_id: z.string().min(1).max(255).optional() }).default({}),
  },
  responses: { 200: orderResultResponse },
  failures: { 402: paymentFailedResponse },
  errors: [401, 404, 409, 422, 424, 502],
});
