import type { FastifyReply } from "fastify";
import type { OrderResult } from "../domain/purchases/order-result";

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
