import { subscriptionResponse } from "@creator-checkout/core/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { cancelSubscription } from "../../domain/billing/cancel-subscription";
import { payOverdue } from "../../domain/billing/pay-overdue";
import { resumeSubscription } from "../../domain/billing/resume-subscription";
import { authenticate } from "../authenticate";
import { chargeHeaders, orderResponses, sendOrderResult } from "../order-replies";
import type { PaymentContext } from "../payment-context";
import { publisherHeaders } from "../publisher-header";
import { signedInUser } from "../signed-in-user";

const subscriptionParams = z.object({ subscriptionId: z.uuid({ message: "must be a UUID" }) });

/** The buyer's own subscription: cancel at the period's end, resume, and pay what is overdue. */
export const subscriptionRoutes: FastifyPluginAsyncZod<PaymentContext> = async (app, context) => {
  app.addHook("preHandler", authenticate(context));

  const change = { headers: publisherHeaders, params: subscriptionParams };
  app.post(
    "/subscriptions/:subscriptionId/cancel",
    { schema: { ...change, response: { 200: subscriptionResponse } } },
    async (request) =>
      cancelSubscription(context, {
        ...signedInUser(request),
        subscriptionId: request.params.subscriptionId,
      }),
  );

  app.post(
    "/subscriptions/:subscriptionId/resume",
    { schema: { ...change, response: { 200: subscriptionResponse } } },
    async (request) =>
      resumeSubscription(context, {
        ...signedInUser(request),
        subscriptionId: request.params.subscriptionId,
      }),
  );

  app.post(
    "/subscriptions/:subscriptionId/pay",
    {
      schema: {
        headers: chargeHeaders,
        params: subscriptionParams,
        body: z.object({ source_id: z.string().min(1).max(255).optional() }).default({}),
        response: orderResponses,
      },
    },
    async (request, reply) =>
      sendOrderResult(
        reply,
        await payOverdue(context, {
          ...signedInUser(request),
          subscriptionId: request.params.subscriptionId,
          sourceId: request.body.source_id,
          idempotencyKey: request.headers["idempotency-key"],
        }),
      ),
  );
};
