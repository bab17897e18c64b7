import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { cancelForPublisher } from "../../domain/billing/cancel-for-publisher";
import { refundOrder } from "../../domain/refunds/refund-order";
import type { PaymentContext } from "../payment-context";
import { serveRoute } from "../serve-route";
import { storeCaller } from "../store-caller";

/**
 * A creator's own server, with its publisher key, refunds orders and cancels subscribers
 * (docs/decisions/077, 078).
 */
export const publisherRefundRoutes: FastifyPluginAsyncZod<PaymentContext> = async (
  app,
  context,
) => {
  serveRoute(app, api.refundOrder, async (request, reply) => {
    const { publisherId } = await storeCaller(context, request);
    const { amount, cancel_subscription, reason } = request.body;
    const refunded = await refundOrder(context, {
      publisherId,
      orderId: request.params.orderId,
      amount,
      cancelSubscription: cancel_subscription ?? false,
      reason: reason?.trim() || null,
      idempotencyKey: request.headers["idempotency-key"],
    });
    return reply.status(201).send(refunded);
  });

  serveRoute(app, api.publisherCancelSubscription, async (request) => {
    const { publisherId } = await storeCaller(context, request);
    return cancelForPublisher(context, {
      publisherId,
      subscriptionId: request.params.subscriptionId,
      atPeriodEnd: request.body.at_period_end,
    });
  });
};
