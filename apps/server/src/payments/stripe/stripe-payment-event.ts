import type Stripe from "stripe";
import type { PaymentEvent } from "../payment-gateway";
import { paymentIntentOutcome } from "./payment-intent-outcome";

/**
 * A verified Stripe event as the domain reads it. A PaymentIntent's success or failure carries
 * its charge; every other event type carries none and is ignored.
 */
export function stripePaymentEvent(event: Stripe.Event): PaymentEvent {
  if (event.type !== "payment_intent.succeeded" && event.type !== "payment_intent.payment_failed")
    return { id: event.id, type: event.type, charge: null };
  const intent = event.data.object;
  return {
    id: event.id,
    type: event.type,
    charge: {
      orderId: intent.metadata.order_id,
      idempotencyKey: intent.metadata.idempotency_key,
      outcome: () => paymentIntentOutcome(intent),
    },
  };
}
