import { orderResultResponse, paymentFailedResponse } from "@creator-checkout/core/api";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import type { OrderResult } from "../domain/purchases/order-result";
import { publisherHeaders } from "./publisher-header";

/** Principle P6: every call that may charge carries a key of the page's checkout attempt. */
export const chargeHeaders = publisherHeaders.extend({
  "idempotency-key": z
    .string({ error: "An Idempotency-Key header is required: one new key per checkout attempt." })
    .min(8, "Idempotency-Key must be 8 to 200 characters.")
    .max(200, "Idempotency-Key must be 8 to 200 characters."),
});

// A failed payment is a 402 with the provider's reason; 3-D Secure is a 200 with next_action.
export const orderResponses = { 200: orderResultResponse, 402: paymentFailedResponse };

/** A refused payment's answer: the provider's reason, and the order it left behind. */
export function paymentFailedBody(result: OrderResult) {
  return {
    error: "PAYMENT_FAILED" as const,
    message: result.message ?? "Your payment did not go through.",
    order: result,
  };
}

export function sendOrderResult(reply: FastifyReply, result: OrderResult) {
  if (result.status !== "failed") return reply.status(200).send(result);
  return reply.status(402).send(paymentFailedBody(result));
}
