import { z } from "zod";
import { cancelAnswerSchema } from "../../catalog/cancel-flow";
import { MAX_PAUSE_PERIODS } from "../../catalog/entities";
import { orderResultResponse, paymentFailedResponse, subscriptionResponse } from "../contract";
import { defineRoute } from "../define-route";
import { chargeHeaders, publisherHeaders, uuidParam } from "../request-parts";

// The buyer's own subscription: cancel at the period's end, resume before it, pause it where the
// store allows (docs/decisions/175), and pay a failed renewal at once (docs/decisions/030).

const tag = "Subscriptions";
const subscriptionParams = z.object({ subscriptionId: uuidParam() });

export const cancelSubscription = defineRoute({
  method: "POST",
  path: "/api/subscriptions/:subscriptionId/cancel",
  summary: "Cancel the buyer's subscription at the end of the paid period",
  description:
    "Access lasts until `current_period_end`; nothing more is charged. The body may say why: one of the store's reasons and the buyer's own words (docs/decisions/178).",
  tag,
  caller: "buyer",
  request: {
    headers: publisherHeaders,
    params: subscriptionParams,
    body: cancelAnswerSchema.nullish(),
  },
  responses: { 200: subscriptionResponse },
  errors: [400, 401, 404, 409, 422],
});

export const resumeSubscription = defineRoute({
  method: "POST",
  path: "/api/subscriptions/:subscriptionId/resume",
  summary: "Resume a canceled subscription before its period ends, or a paused one now",
  description:
    "A paused subscription renews on the date it would have renewed without the pause, if that is still ahead; else the period now under way is charged at once.",
  tag,
  caller: "buyer",
  request: { headers: publisherHeaders, params: subscriptionParams },
  responses: { 200: subscriptionResponse },
  errors: [401, 404, 409],
});

export const pauseSubscription = defineRoute({
  method: "POST",
  path: "/api/subscriptions/:subscriptionId/pause",
  summary: "Pause a renewing subscription for whole periods, where the store allows",
  description:
    "Nothing is charged while paused and access continues; the renewal moves forward by the periods paused (`paused_until`).",
  tag,
  caller: "buyer",
  request: {
    headers: publisherHeaders,
    params: subscriptionParams,
    body: z.object({
      periods: z.number().int().min(1).max(MAX_PAUSE_PERIODS),
      // Paused instead of canceling: why the buyer meant to cancel (docs/decisions/178).
      cancel_answer: cancelAnswerSchema.optional(),
    }),
  },
  responses: { 200: subscriptionResponse },
  errors: [400, 401, 404, 409, 422],
});

export const takeRetentionOffer = defineRoute({
  method: "POST",
  path: "/api/subscriptions/:subscriptionId/retention-offer",
  summary: "Stay for the store's discount on the next renewals instead of canceling",
  description:
    "Takes the share off the next renewals the store offers in the cancel step, once per subscription; a pending cancel is withdrawn. The body may say why the buyer meant to cancel (docs/decisions/182).",
  tag,
  caller: "buyer",
  request: {
    headers: publisherHeaders,
    params: subscriptionParams,
    body: z.strictObject({ cancel_answer: cancelAnswerSchema.optional() }).nullish(),
  },
  responses: { 200: subscriptionResponse },
  errors: [400, 401, 404, 409, 422],
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
