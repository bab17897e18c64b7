import type Stripe from "stripe";
import type { ChargeOutcome } from "../payment-gateway";

/**
 * What a PaymentIntent's state means for its order. The answer to a charge, a charge found again
 * and a webhook's copy of the intent all go through here, so they can never disagree.
 */
export function paymentIntentOutcome(intent: Stripe.PaymentIntent): ChargeOutcome {
  switch (intent.status) {
    case "succeeded":
      return { status: "succeeded", chargeRef: intent.id };
    case "requires_action":
      // Stripe.js in the page completes 3-D Secure from the client secret (principle P8).
      if (!intent.client_secret) {
        throw new Error(`Stripe sent PaymentIntent ${intent.id} without its client secret`);
      }
      return {
        status: "requires_action",
        chargeRef: intent.id,
        nextAction: { type: "stripe_sdk", client_secret: intent.client_secret },
      };
    case "requires_payment_method": {
      // A decline or a failed 3-D Secure sends the intent back for another card. This checkout
      // never offers one on the same intent (a new try is a new order), so the charge has failed.
      const error = intent.last_payment_error;
      return {
        status: "failed",
        chargeRef: intent.id,
        code: error?.decline_code ?? error?.code ?? "card_declined",
        message: error?.message ?? "Your card was declined.",
      };
    }
    case "canceled":
      return {
        status: "failed",
        chargeRef: intent.id,
        code: "payment_intent_canceled",
        message: "The payment was canceled.",
      };
    default:
      // `processing` (a card payment still settling, which is rare) has no result yet, and
      // `requires_confirmation` or `requires_capture` mean an intent this checkout did not make.
      // Either way nothing may be recorded: the order stays pending until the webhook or the
      // reconciler sees a final state.
      throw new Error(`Stripe PaymentIntent ${intent.id} is ${intent.status}, not a final state`);
  }
}
