import Stripe from "stripe";
import { type PaymentGateway, PaymentMethodError } from "../payment-gateway";
import { paymentIntentOutcome } from "./payment-intent-outcome";
import { stripeChargeAmount } from "./stripe-amount";

/**
 * Stripe's refusals of a request (a declined card, a PaymentMethod it does not know, an amount
 * it will not take) become the port's PaymentMethodError with Stripe's message, which the buyer
 * sees. Anything else (no connection, Stripe's own 5xx, a wrong key) is left as it is: the
 * caller reports the provider as unavailable and leaves the order pending for reconciliation.
 */
function refusal(error: unknown): unknown {
  if (
    error instanceof Stripe.errors.StripeCardError ||
    error instanceof Stripe.errors.StripeInvalidRequestError
  ) {
    return new PaymentMethodError(error.code ?? error.rawType ?? "card_error", error.message);
  }
  return error;
}

/**
 * Every PaymentIntent carries its idempotency key, so it can be found again after a crash, and
 * its order's id, so a webhook (and a person in Stripe's dashboard) can tell which order it pays.
 * The key is `order:<orderId>` (domain/purchases/charge-order.ts).
 */
function chargeMetadata(idempotencyKey: string): Record<string, string> {
  const orderId = /^order:(.+)$/.exec(idempotencyKey)?.[1];
  return { idempotency_key: idempotencyKey, ...(orderId ? { order_id: orderId } : {}) };
}

/** A string literal of Stripe's search query language. */
function searchString(value: string): string {
  return `'${value.replaceAll("\\", "\\\\").replaceAll("'", "\\'")}'`;
}

/**
 * Stripe behind the payment port. The page turns a card into a PaymentMethod with Stripe.js, so
 * no card number reaches this server; the server saves it to the buyer's Stripe customer and
 * charges it with a PaymentIntent. `apiOverride` points the SDK at another host (tests run a
 * local stand-in for Stripe's API).
 */
export function createStripeGateway({
  secretKey,
  apiOverride,
}: {
  secretKey: string;
  apiOverride?: { host: string; port: number; protocol: "http" | "https" };
}): PaymentGateway {
  const stripe = new Stripe(secretKey, {
    // Three tries of at most 20 s end well inside the 120 s after which the reconciler judges a
    // pending order, so no order is judged while its charge may still be under way. A retried
    // POST carries the same idempotency key, so a retry never charges twice.
    timeout: 20_000,
    maxNetworkRetries: 2,
    ...apiOverride,
  });

  return {
    name: "stripe",
    async createCustomer({ description }) {
      const customer = await stripe.customers.create({ description });
      return customer.id;
    },
    async attachPaymentMethod({ customerRef, token }) {
      let method: Stripe.PaymentMethod;
      try {
        method = await stripe.paymentMethods.attach(token, { customer: customerRef });
      } catch (error) {
        throw refusal(error);
      }
      if (!method.card) {
        throw new PaymentMethodError("unsupported_payment_method", "Only cards can be saved here.");
      }
      return {
        sourceId: method.id,
        card: {
          brand: method.card.brand,
          last4: method.card.last4,
          exp_month: method.card.exp_month,
          exp_year: method.card.exp_year,
        },
      };
    },
    async charge({ customerRef, sourceId, amount, currency, idempotencyKey, description }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: stripeChargeAmount(amount, currency),
            currency: currency.toLowerCase(),
            customer: customerRef,
            payment_method: sourceId,
            description,
            metadata: chargeMetadata(idempotencyKey),
            // The buyer is on the page, so this is an on-session payment: it is confirmed at
            // once, and when the bank asks for 3-D Secure the page completes it with Stripe.js
            // (`use_stripe_sdk` makes the next action one that Stripe.js handles in place).
            // Automatic payment methods without redirects keep the buyer on the page, so no
            // return_url is needed; a card never needs a redirect. (The SDK's API version no
            // longer takes `payment_method_types`.)
            confirm: true,
            use_stripe_sdk: true,
            automatic_payment_methods: { enabled: true, allow_redirects: "never" },
            // The card stays saved for the buyer's next purchase and for charges made while they
            // are away (a renewal, a trial's end): Stripe keeps this payment's authentication for
            // them, so those charges are less often refused for want of 3-D Secure.
            setup_future_usage: "off_session",
          },
          { idempotencyKey },
        );
        return paymentIntentOutcome(intent);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          // A decline is an answer, not a fault: Stripe made the PaymentIntent and says why the
          // card was refused.
          return {
            status: "failed",
            chargeRef: error.payment_intent?.id ?? null,
            code: error.decline_code ?? error.code ?? "card_declined",
            message: error.message,
          };
        }
        throw refusal(error);
      }
    },
    async findCharge({ idempotencyKey, chargeRef }) {
      if (chargeRef) return paymentIntentOutcome(await stripe.paymentIntents.retrieve(chargeRef));
      // Stripe's search is eventually consistent: an intent made moments ago may not be found
      // yet (usually it is within a minute; longer during an incident at Stripe). Until then this
      // answers null, as if no charge had been made. The webhook still finishes such an order,
      // and a succeeded charge ends its order paid even if it was given up as failed.
      const found = await stripe.paymentIntents.search({
        query: `metadata['idempotency_key']:${searchString(idempotencyKey)}`,
      });
      // One key makes one intent; should there ever be more, money taken must not be missed.
      const intent = found.data.find((each) => each.status === "succeeded") ?? found.data[0];
      return intent ? paymentIntentOutcome(intent) : null;
    },
  };
}
