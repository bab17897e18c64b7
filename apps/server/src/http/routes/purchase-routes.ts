import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { rememberBuyerLanguage } from "../../domain/auth/remember-buyer-language";
import { getPurchaseHistory } from "../../domain/billing/get-purchase-history";
import { previewSwitch } from "../../domain/billing/preview-switch";
import { switchSubscription } from "../../domain/billing/switch-subscription";
import { confirmOrder } from "../../domain/purchases/confirm-order";
import { purchaseProduct } from "../../domain/purchases/purchase-product";
import { authenticate } from "../authenticate";
import { paymentFailedBody, sendOrderResult } from "../order-replies";
import type { PaymentContext } from "../payment-context";
import { serveRoute } from "../serve-route";
import { signedInUser } from "../signed-in-user";

/** product.md §7 "purchase": buying an option, finishing it after 3-D Secure, and the history. */
export const purchaseRoutes: FastifyPluginAsyncZod<PaymentContext> = async (app, deps) => {
  app.addHook("preHandler", authenticate(deps));

  serveRoute(app, api.purchaseProduct, async (request, reply) => {
    const result = await purchaseProduct(deps, {
      ...signedInUser(request),
      productOptionId: request.params.productOptionId,
      customPrice: request.body.custom_price,
      currency: request.body.currency,
      sourceId: request.body.source_id,
      idempotencyKey: request.headers["idempotency-key"],
      promotionCode: request.body.promotion_code,
      ip: request.ip,
      locale: request.language,
      country: request.body.country,
      countryConfirmed: request.body.country_confirmed,
      vatNumber: request.body.vat_number,
      shownTotal: request.body.total,
    });
    return sendOrderResult(reply, result);
  });

  serveRoute(app, api.confirmOrder, async (request, reply) => {
    const result = await confirmOrder(deps, {
      ...signedInUser(request),
      orderId: request.params.orderId,
    });
    return sendOrderResult(reply, result);
  });

  serveRoute(app, api.getPurchaseHistory, async (request) =>
    getPurchaseHistory(deps, {
      ...signedInUser(request),
      productOptionId: request.query.product_option_id,
    }),
  );

  serveRoute(app, api.previewSwitch, async (request) =>
    previewSwitch(
      { ...deps, gatewayName: deps.gateway.name },
      {
        ...signedInUser(request),
        productOptionId: request.params.productOptionId,
        customPrice: request.query.custom_price,
      },
    ),
  );

  serveRoute(app, api.switchOption, async (request, reply) => {
    await rememberBuyerLanguage(deps, {
      userId: signedInUser(request).userId,
      locale: request.language,
    });
    const result = await switchSubscription(deps, {
      ...signedInUser(request),
      productOptionId: request.params.productOptionId,
      payNow: request.body.pay_now,
      customPrice: request.body.custom_price,
      sourceId: request.body.source_id,
      shownAmount: request.body.prorate_amount,
      shownTotal: request.body.total,
      cancelAnswer: request.body.cancel_answer,
      idempotencyKey: request.headers["idempotency-key"],
    });
    return result.order?.status === "failed"
      ? reply.status(402).send(paymentFailedBody(result.order))
      : reply.status(200).send(result);
  });
};
