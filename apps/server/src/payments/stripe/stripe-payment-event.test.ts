import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { stripePaymentEvent } from "./stripe-payment-event";

/** The fields of an event the mapping reads; Stripe's own events have many more. */
function event(type: string, object: Partial<Stripe.PaymentIntent>): Stripe.Event {
  return {
    id: "evt_123",
    object: "event",
    type,
    data: { object: { id: "pi_123", object: "payment_intent", metadata: {}, ...object } },
  } as unknown as Stripe.Event;
}

describe("a Stripe event as the domain reads it", () => {
  it("carries a PaymentIntent's success with the order it was made for", () => {
    const mapped = stripePaymentEvent(
      event("payment_intent.succeeded", {
        status: "succeeded",
        metadata: { order_id: "order-1", idempotency_key: "key-1" },
      }),
    );

    expect(mapped).toMatchObject({
      id: "evt_123",
      type: "payment_intent.succeeded",
      charge: { orderId: "order-1", idempotencyKey: "key-1" },
    });
    expect(mapped.charge?.outcome()).toEqual({ status: "succeeded", chargeRef: "pi_123" });
  });

  it("carries a failure with the bank's refusal", () => {
    const mapped = stripePaymentEvent(
      event("payment_intent.payment_failed", {
        status: "requires_payment_method",
        last_payment_error: {
          type: "card_error",
          code: "card_declined",
          decline_code: "insufficient_funds",
          message: "Your card has insufficient funds.",
        },
      }),
    );

    expect(mapped.charge?.outcome()).toEqual({
      status: "failed",
      chargeRef: "pi_123",
      code: "insufficient_funds",
      message: "Your card has insufficient funds.",
    });
  });

  it("carries no charge for any other event, so it is ignored", () => {
    const mapped = stripePaymentEvent(event("payment_intent.created", { status: "succeeded" }));

    expect(mapped).toEqual({ id: "evt_123", type: "payment_intent.created", charge: null });
  });

  it("reads a charge's state only when asked, so a state that is not final throws only then", () => {
    const mapped = stripePaymentEvent(event("payment_intent.succeeded", { status: "processing" }));

    expect(mapped.charge?.orderId).toBeUndefined();
    expect(() => mapped.charge?.outcome()).toThrow(/not a final state/);
  });
});
