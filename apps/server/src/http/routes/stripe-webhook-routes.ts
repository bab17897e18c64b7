import type { FastifyPluginAsync } from "fastify";
import Stripe from "stripe";
import { AppError, badRequest } from "../../app-error";
import { applyPaymentIntentEvent } from "../../domain/purchases/apply-payment-intent-event";
import type { PaymentDeps } from "../../domain/purchases/payment-deps";

/**
 * POST /stripe/webhook: Stripe's own word that a payment succeeded or failed, for the orders
 * whose answer never came back through the page (3-D Secure completed in a tab that was then
 * closed, or an answer lost to a crash). The route checks the signature; the domain applies it.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<
  PaymentDeps & {
    /** The endpoint's signing secret (whsec_...), from Stripe's dashboard or `stripe listen`. */
    webhookSecret: string;
  }
> = async (app, { webhookSecret, ...deps }) => {
  // The signature covers the exact bytes Stripe sent, so in this plugin JSON stays a raw Buffer.
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );

  // Stripe's events are a few kB; the API's 64 kB limit could refuse a large one, and Stripe
  // would then deliver it again for days.
  app.post("/stripe/webhook", { bodyLimit: 1024 * 1024 }, async (request) => {
    const signature = request.headers["stripe-signature"];
    if (!Buffer.isBuffer(request.body) || typeof signature !== "string") {
      throw badRequest("Send a Stripe event as application/json with its Stripe-Signature header.");
    }
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
      throw new AppError(
        "INVALID_SIGNATURE",
        400,
        `The Stripe-Signature header does not match this body and STRIPE_WEBHOOK_SECRET: ${error.message}`,
      );
    }
    const { result, orderId } = await applyPaymentIntentEvent(deps, { event });
    request.log.info(
      { eventId: event.id, type: event.type, orderId, result },
      "Stripe webhook event",
    );
    return { received: true, result };
  });
};
