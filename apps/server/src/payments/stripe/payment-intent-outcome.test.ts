import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { paymentIntentOutcome } from "./payment-intent-outcome";

/** The fields of a PaymentIntent the outcome reads; Stripe's own objects have many more. */
function intent(fields: Partial<Stripe.PaymentIntent>): Stripe.PaymentIntent {
  return {
    id: "pi_123",
    object: "payment_intent",
    client_secret: "pi_123_secret_456",
    last_payment_error: null,
    ...fields,
  } as Stripe.PaymentIntent;
}

describe("a PaymentIntent's outcome", () => {
  it("fails an off-session charge that asks for 3-D Secure, since nobody is there to answer", () => {
    const waiting = intent({ status: "requires_action" });

    expect(paymentIntentOutcome(waiting, { offSession: true })).toEqual({
      status: "failed",
      chargeRef: "pi_123",
      code: "authentication_required",
      message: "Your card was declined. This transaction requires authentication.",
    });
    expect(paymentIntentOutcome(waiting)).toEqual({
      status: "requires_action",
      chargeRef: "pi_123",
      nextAction: { type: "stripe_sdk", client_secret: "pi_123_secret_456" },
    });
  });

  it("keeps authentication_required as the code of a refusal, whatever the bank's decline code", () => {
    const refused = intent({
      status: "requires_payment_method",
      last_payment_error: {
        type: "card_error",
        code: "authentication_required",
        decline_code: "generic_decline",
        message: "Your card was declined. This transaction requires authentication.",
      },
    });

    expect(paymentIntentOutcome(refused, { offSession: true })).toMatchObject({
      status: "failed",
      code: "authentication_required",
    });
  });
});
