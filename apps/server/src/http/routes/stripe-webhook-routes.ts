import { eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import Stripe from "stripe";
import { z } from "zod";
import { AppError, badRequest } from "../../app-error";
import type { Db } from "../../db/connect";
import { orders, processedWebhookEvents } from "../../db/schema";
import { chargeKeyOf } from "../../domain/purchases/charge-order";
import { finishOrder } from "../../domain/purchases/finish-order";
import type { PaymentGateway } from "../../payments/payment-gateway";
import { paymentIntentOutcome } from "../../payments/stripe/payment-intent-outcome";
import type { Clock } from "../../security/clock";

const orderIdSchema = z.uuid();

/**
 * POST /stripe/webhook: Stripe's own word that a payment succeeded or failed. It finishes the
 * orders whose answer never came back through the page: 3-D Secure completed in a tab that was
 * then closed, or a charge whose answer was lost to a crash or a cut connection. Each event is
 * applied once, in the same transaction as the order it finishes, so a failure leaves it for
 * Stripe to deliver again.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  /** The endpoint's signing secret (whsec_...), from Stripe's dashboard or `stripe listen`. */
  webhookSecret: string;
}> = async (app, { db, clock, gateway, webhookSecret }) => {
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
    if (
      event.type !== "payment_intent.succeeded" &&
      event.type !== "payment_intent.payment_failed"
    ) {
      return { received: true, result: "ignored" };
    }
    const intent = event.data.object;
    const orderId = intent.metadata.order_id;
    // Only intents this checkout made: other software on the same Stripe account may keep an
    // order_id of its own in metadata, but not with our idempotency key beside it.
    if (
      !orderId ||
      !orderIdSchema.safeParse(orderId).success ||
      intent.metadata.idempotency_key !== chargeKeyOf(orderId)
    ) {
      return { received: true, result: "ignored" };
    }
    const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
    if (!order) return { received: true, result: "ignored" };
    const outcome = paymentIntentOutcome(intent);
    const applied = await db.transaction(async (tx) => {
      const [first] = await tx
        .insert(processedWebhookEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ id: processedWebhookEvents.id });
      if (!first) return false;
      await finishOrder({ db: tx, clock, gateway }, { orderId, outcome });
      return true;
    });
    request.log.info(
      { eventId: event.id, type: event.type, orderId, applied },
      "Stripe webhook event received",
    );
    return { received: true, result: applied ? "applied" : "duplicate" };
  });
};
