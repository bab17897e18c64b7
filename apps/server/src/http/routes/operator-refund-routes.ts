import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { cancelForPublisher } from "../../domain/billing/cancel-for-publisher";
import { publisherOfOrder, publisherOfSubscription } from "../../domain/refunds/owner-of";
import { refundOrder } from "../../domain/refunds/refund-order";
import { requireOperatorToken } from "../operator-token";
import type { PaymentContext } from "../payment-context";
import { serveRoute } from "../serve-route";

/**
 * `npm run publisher -- refund | cancel` on a server that holds the embedded database
 * (docs/decisions/077, 078). Only the bearer of the server's operator token gets in.
 */
export const operatorRefundRoutes: FastifyPluginAsyncZod<
  PaymentContext & { operatorToken: string }
> = async (app, context) => {
  app.addHook("onRequest", requireOperatorToken(context.operatorToken));

  serveRoute(app, api.operatorRefundOrder, async (request) => {
    const { orderId } = request.params;
    return refundOrder(context, {
      publisherId: await publisherOfOrder(context.db, orderId),
      orderId,
      amount: request.body.amount,
      cancelSubscription: false,
      reason: null,
      idempotencyKey: request.body.idempotency_key,
    });
  });

  serveRoute(app, api.operatorCancelSubscription, async (request) => {
    const { subscriptionId } = request.params;
    return cancelForPublisher(context, {
      publisherId: await publisherOfSubscription(context.db, subscriptionId),
      subscriptionId,
      atPeriodEnd: request.body.at_period_end,
    });
  });
};
