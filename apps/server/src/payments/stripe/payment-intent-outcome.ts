import type Stripe from "stripe";
import type { ChargeOutcome } from "../payment-gateway";

/** Stripe's own words for a card that needs 3-D Secure while the buyer is away. */
const authenticationRequired = {
  code: "authentication_required",
  message: "Your card was declined. This transaction requires authentication.",
};

/**
 * The code a refusal is recorded under: the bank's decline code when it gave one, else Stripe's
 * error code. `authentication_required` wins either way: it is what makes the buyer's e-mail ask
 * them to come back and confirm the payment rather than to change cards (docs/decisions/030).
 */
export function declineCode(error: { code?: string; decline_code?: string }): string {
  if (error.code === authenticationRequired.code) return error.code;
  return error.decline_code ?? error.code ?? "card_declined";
}

/**
 * What a PaymentIntent's state means for its order. The answer to a charge, a charge found again
 * and a webhook's copy of the intent all go through here, so they can never disagree.
 * `offSession` is set for the answer to a charge made while the buyer is away.
 */
export function paymentIntentOutcome(
  intent: Stripe.PaymentIntent,
  { offSession = false }: { offSession?: boolean } = {},
): ChargeOutcome {
  switch (intent.status) {
    case "succeeded":
      return { status: "succeeded", chargeRef: intent.id };
    case "requires_action":
      // Nobody is on the page to do 3-D Secure: the renewal has failed, and its e-mail asks the
      // buyer to come back and pay. Stripe itself refuses such a charge rather than answering
      // this, so it is only a guard.
      if (offSession) return { status: "failed", chargeRef: intent.id, ...authenticationRequired };
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
        code: declineCode(error ?? {}),
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
