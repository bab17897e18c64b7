import {
  paymentFailedResponse,
  purchaseHistoryResponse,
  switchPreviewResponse,
  switchResponse,
} from "@creator-checkout/core/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { getPurchaseHistory } from "../../domain/billing/get-purchase-history";
import { previewSwitch } from "../../domain/billing/preview-switch";
import { switchSubscription } from "../../domain/billing/switch-subscription";
import { confirmOrder } from "../../domain/purchases/confirm-order";
import { purchaseProduct } from "../../domain/purchases/purchase-product";
import { authenticate } from "../authenticate";
import {
  chargeHeaders,
  orderResponses,
  paymentFailedBody,
  sendOrderResult,
} from "../order-replies";
import type { PaymentContext } from "../payment-context";
import { publisherHeaders } from "../publisher-header";
import { signedInUser } from "../signed-in-user";

/** product.md §7 "purchase": buying an option, finishing it after 3-D Secure, and the history. */
export const purchaseRoutes: FastifyPluginAsyncZod<PaymentContext> = async (app, context) => {
  const deps = context;
  app.addHook("preHandler", authenticate(context));

  app.post(
    "/purchase/product/:productOptionId",
    {
      schema: {
        headers: chargeHeaders,
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
      return sendOrderResult(reply, result);
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
      return sendOrderResult(reply, result);
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
      getPurchaseHistory(deps, {
        ...signedInUser(request),
        productOptionId: request.query.product_option_id,
      }),
  );

  const shownAmountError = "prorate_amount must be the amount the preview showed, in minor units.";
  const switchParams = z.object({ productOptionId: z.uuid({ message: "must be a UUID" }) });
  const customPrice = z.number().int().nullable().optional();

  app.get(
    "/purchase/switch/:productOptionId",
    {
      schema: {
        headers: publisherHeaders,
        params: switchParams,
        querystring: z.object({ custom_price: z.coerce.number().int().optional() }),
        response: { 200: switchPreviewResponse },
      },
    },
    async (request) =>
      previewSwitch(deps, {
        ...signedInUser(request),
        productOptionId: request.params.productOptionId,
        customPrice: request.query.custom_price,
      }),
  );

  app.post(
    "/purchase/switch/:productOptionId",
    {
      schema: {
        headers: chargeHeaders,
        params: switchParams,
        body: z.object({
          pay_now: z.boolean({
            error: "pay_now must be true (switch now) or false (switch later).",
          }),
          custom_price: customPrice,
          source_id: z.string().min(1).max(255).optional(),
          prorate_amount: z
            .number({ error: shownAmountError })
            .int({ error: shownAmountError })
            .min(0, { error: shownAmountError })
            .optional(),
        }),
        response: { 200: switchResponse, 402: paymentFailedResponse },
      },
    },
    async (request, reply) => {
      const result = await switchSubscription(deps, {
        ...signedInUser(request),
        productOptionId: request.params.productOptionId,
        payNow: request.body.pay_now,
        customPrice: request.body.custom_price,
        sourceId: request.body.source_id,
        shownAmount: request.body.prorate_amount,
        idempotencyKey: request.headers["idempotency-key"],
      });
      return result.order?.status === "failed"
        ? reply.status(402).send(paymentFailedBody(result.order))
        : reply.status(200).send(result);
    },
  );
};
