import {
  orderResultResponse,
  paymentFailedResponse,
  purchaseHistoryResponse,
} from "@creator-checkout/core/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { confirmOrder } from "../../domain/purchases/confirm-order";
import { getPurchaseHistory } from "../../domain/purchases/get-purchase-history";
import type { OrderResult } from "../../domain/purchases/order-result";
import { purchaseProduct } from "../../domain/purchases/purchase-product";
import { authenticate } from "../authenticate";
import type { PaymentContext } from "../payment-context";
import { publisherHeaders } from "../publisher-header";
import { signedInUser } from "../signed-in-user";

const purchaseHeaders = publisherHeaders.extend({
  "idempotency-key": z
    .string({ error: "An Idempotency-Key header is required: one new key per checkout attempt." })
    .min(8, "Idempotency-Key must be 8 to 200 characters.")
    .max(200, "Idempotency-Key must be 8 to 200 characters."),
});

// A failed payment is a 402 with the provider's reason; 3-D Secure is a 200 with next_action.
const orderResponses = { 200: orderResultResponse, 402: paymentFailedResponse };

function paymentFailed(result: OrderResult) {
  return {
    error: "PAYMENT_FAILED" as const,
    message: result.message ?? "Your payment did not go through.",
    order: result,
  };
}

/** product.md §7 "purchase": buying an option, finishing it after 3-D Secure, and the history. */
export const purchaseRoutes: FastifyPluginAsyncZod<PaymentContext> = async (app, context) => {
  const { db, clock, gateway } = context;
  const deps = { db, clock, gateway };
  app.addHook("preHandler", authenticate(context));

  app.post(
    "/purchase/product/:productOptionId",
    {
      schema: {
        headers: purchaseHeaders,
        params: z.object({ productOptionId: z.uuid({ message: "must be a UUID" }) }),
        body: z
          .object({
            custom_price: z.number().nullable().optional(),
            currency: z.string().length(3).optional(),
            source_id: z.string().max(255).optional(),
          })
          .default({}),
        response: orderResponses,
      },
    },
    async (request, reply) => {
      const result = await purchaseProduct(deps, {
        ...signedInUser(request),
        productOptionId: request.params.productOptionId,
        customPrice: request.body.custom_price,
        currency: request.body.currency,
        sourceId: request.body.source_id,
        idempotencyKey: request.headers["idempotency-key"],
      });
      return result.status === "failed"
        ? reply.status(402).send(paymentFailed(result))
        : reply.status(200).send(result);
    },
  );

  app.post(
    "/purchase/orders/:orderId/confirm",
    {
      schema: {
        headers: publisherHeaders,
        params: z.object({ orderId: z.uuid({ message: "must be a UUID" }) }),
        response: orderResponses,
      },
    },
    async (request, reply) => {
      const result = await confirmOrder(deps, {
        ...signedInUser(request),
        orderId: request.params.orderId,
      });
      return result.status === "failed"
        ? reply.status(402).send(paymentFailed(result))
        : reply.status(200).send(result);
    },
  );

  app.get(
    "/purchase/history",
    {
      schema: {
        headers: publisherHeaders,
        querystring: z.object({
          product_option_id: z.uuid({ message: "must be a UUID" }).optional(),
        }),
        response: { 200: purchaseHistoryResponse },
      },
    },
    async (request) =>
      getPurchaseHistory(
        { db },
        { ...signedInUser(request), productOptionId: request.query.product_option_id },
      ),
  );
};
