import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type Stripe from "stripe";
import { AppError } from "../../app-error";
import { applyPaymentIntentEvent } from "../../domain/purchases/apply-payment-intent-event";
import type { PaymentDeps } from "../../domain/purchases/payment-deps";
import { isStripeError, loadStripe } from "../../payments/stripe/load-stripe";
import { stripePaymentEvent } from "../../payments/stripe/stripe-payment-event";
import { serveRoute } from "../serve-route";

/**
 * POST /api/stripe/webhook: Stripe's own word that a payment succeeded or failed, for the orders
 * whose answer never came back through the page (3-D Secure completed in a tab that was then
 * closed, or an answer lost to a crash). The route checks the signature; the domain applies it.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<
  PaymentDeps & {
    /** The endpoint's signing secret (whsec_...), from Stripe's dashboard or `stripe listen`. */
    webhookSecret: string;
  }
> = async (app, { webhookSecret, ...deps }) => {
  // The signature covers the exact bytes Stripe sent, so in this plugin JSON stays a raw Buffer;
  // the route table declares the body as those bytes.
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );

  serveRoute(
    app,
    api.receiveStripeEvent,
    async (request) => {
      const { body } = request;
      const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
      const event = await verifiedEvent(bytes, request.headers["stripe-signature"], webhookSecret);
      const { result, orderId } = await applyPaymentIntentEvent(deps, {
        event: stripePaymentEvent(event),
      });
      request.log.info(
        { eventId: event.id, type: event.type, orderId, result },
        "Stripe webhook event",
      );
      return { received: true as const, result };
    },
    // Stripe's events are a few kB; the API's 64 kB limit could refuse a large one, and Stripe
    // would then deliver it again for days.
    { bodyLimit: 1024 * 1024 },
  );
};

async function verifiedEvent(
  body: Buffer,
  signature: string,
  webhookSecret: string,
): Promise<Stripe.Event> {
  const { webhooks } = await loadStripe();
  try {
    return webhooks.constructEvent(body, signature, webhookSecret);
  } catch (error) {
    if (!isStripeError(error, "StripeSignatureVerificationError")) throw error;
    throw new AppError(
      "INVALID_SIGNATURE",
      400,
      `The Stripe-Signature header does not match this body and STRIPE_WEBHOOK_SECRET: ${error.message}`,
    );
  }
}
