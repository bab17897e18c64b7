import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { rememberBuyerLanguage } from "../../domain/auth/remember-buyer-language";
import { cancelSubscription } from "../../domain/billing/cancel-subscription";
import { pauseSubscription } from "../../domain/billing/pause-subscription";
import { payOverdue } from "../../domain/billing/pay-overdue";
import { resumeSubscription } from "../../domain/billing/resume-subscription";
import { takeRetentionOffer } from "../../domain/billing/take-retention-offer";
import { authenticate } from "../authenticate";
import { sendOrderResult } from "../order-replies";
import type { PaymentContext } from "../payment-context";
import { serveRoute } from "../serve-route";
import { signedInUser } from "../signed-in-user";

/**
 * The buyer's own subscription: cancel at the period's end, pause where the store allows,
 * resume, and pay what is overdue.
 */
export const subscriptionRoutes: FastifyPluginAsyncZod<PaymentContext> = async (app, context) => {
  app.addHook("preHandler", authenticate(context));

  serveRoute(app, api.cancelSubscription, async (request) =>
    cancelSubscription(context, {
      ...signedInUser(request),
      subscriptionId: request.params.subscriptionId,
      answer: request.body ?? undefined,
    }),
  );

  serveRoute(app, api.resumeSubscription, async (request) =>
    resumeSubscription(context, {
      ...signedInUser(request),
      subscriptionId: request.params.subscriptionId,
    }),
  );

  serveRoute(app, api.pauseSubscription, async (request) =>
    pauseSubscription(context, {
      ...signedInUser(request),
      subscriptionId: request.params.subscriptionId,
      periods: request.body.periods,
      cancelAnswer: request.body.cancel_answer,
    }),
  );

  serveRoute(app, api.takeRetentionOffer, async (request) =>
    takeRetentionOffer(context, {
      ...signedInUser(request),
      subscriptionId: request.params.subscriptionId,
      answer: request.body?.cancel_answer,
    }),
  );

  serveRoute(app, api.payOverdue, async (request, reply) => {
    await rememberBuyerLanguage(context, {
      userId: signedInUser(request).userId,
      locale: request.language,
    });
    return sendOrderResult(
      reply,
      await payOverdue(context, {
        ...signedInUser(request),
        subscriptionId: request.params.subscriptionId,
        sourceId: request.body.source_id,
        idempotencyKey: request.headers["idempotency-key"],
      }),
    );
  });
};
