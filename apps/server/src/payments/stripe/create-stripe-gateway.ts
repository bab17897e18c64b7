import type Stripe from "stripe";
import { type PaymentGateway, PaymentMethodError } from "../payment-gateway";
import { isStripeError, loadStripe } from "./load-stripe";
import { declineCode, paymentIntentOutcome } from "./payment-intent-outcome";
import { stripeChargeAmount } from "./stripe-amount";

/**
 * Stripe's refusals of a request (a declined card, a PaymentMethod it does not know, an amount
 * it will not take) become the port's PaymentMethodError with Stripe's message, which the buyer
 * sees. Anything else (no connection, Stripe's own 5xx, a wrong key) is left as it is: the
 * caller reports the provider as unavailable and leaves the order pending for reconciliation.
 */
function refusal(error: unknown): unknown {
  if (
    isStripeError(error, "StripeCardError") ||
    isStripeError(error, "StripeInvalidRequestError")
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
function chargeMetadata(idempotencyKey: string, promotionCode?: string): Record<string, string> {
  const orderId = /^order:(.+)$/.exec(idempotencyKey)?.[1];
  return {
    idempotency_key: idempotencyKey,
    ...(orderId ? { order_id: orderId } : {}),
    // The amount is already the discounted one; the metadata names the code it came from.
    ...(promotionCode ? { promotion_code: promotionCode } : {}),
  };
}

/** What the buyer sees of a card Stripe saved to their customer. */
function savedCard(method: Stripe.PaymentMethod) {
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
      country: method.card.country ?? null,
    },
  };
}

/** A string literal of Stripe's search query language. */
function searchString(value: string): string {
  return `'${value.replaceAll("\\", "\\\\").replaceAll("'", "\\'")}'`;
}

type ChargeInput = Parameters<PaymentGateway["charge"]>[0];

type ApiOverride = { host: string; port: number; protocol: "http" | "https" };

async function connectStripe(secretKey: string, apiOverride: ApiOverride | undefined) {
  const StripeSdk = await loadStripe();
  return new StripeSdk(secretKey, {
    // Three tries of at most 20 s end well inside the 120 s after which the reconciler judges a
    // pending order, so no order is judged while its charge may still be under way. A retried
    // POST carries the same idempotency key, so a retry never charges twice.
    timeout: 20_000,
    maxNetworkRetries: 2,
    ...apiOverride,
  });
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
  apiOverride?: ApiOverride;
}): PaymentGateway {
  let client: Promise<Stripe> | undefined;
  const stripe = () => {
    client ??= connectStripe(secretKey, apiOverride);
    return client;
  };
  return {
    name: "stripe",
    async createCustomer({ description }) {
      const customer = await (await stripe()).customers.create({ description });
      return customer.id;
    },
    attachPaymentMethod: async (input) => saveCardWithSetupIntent(await stripe(), input),
    charge: async (input) => chargeWithPaymentIntent(await stripe(), input),
    findCharge: async (input) => findPaymentIntent(await stripe(), input),
    refund: async (input) => refundPaymentIntent(await stripe(), input),
    cancelCharge: async (input) => cancelPaymentIntent(await stripe(), input),
  };
}

/**
 * A PaymentIntent stays confirmable for a long while, so one the buyer left at 3-D Secure is
 * canceled before its order is given up (docs/decisions/103). Stripe refuses to cancel an intent
 * that succeeded meanwhile (the buyer's approval came first): it is then read as it stands.
 */
async function cancelPaymentIntent(stripe: Stripe, { chargeRef }: { chargeRef: string }) {
  try {
    return paymentIntentOutcome(
      await stripe.paymentIntents.cancel(chargeRef, { cancellation_reason: "abandoned" }),
    );
  } catch (error) {
    if (
      isStripeError(error, "StripeInvalidRequestError") &&
      error.code === "payment_intent_unexpected_state"
    ) {
      return paymentIntentOutcome(await stripe.paymentIntents.retrieve(chargeRef));
    }
    throw error;
  }
}

/**
 * Our charge reference is the PaymentIntent's id; Stripe refunds its charge. The key is
 * `refund:<refundId>` (domain/refunds/refund-order.ts), so a retry after a lost answer gets the
 * first refund back.
 */
async function refundPaymentIntent(
  stripe: Stripe,
  input: Parameters<PaymentGateway["refund"]>[0],
): Promise<{ refundRef: string }> {
  const { chargeRef, amount, currency, idempotencyKey } = input;
  try {
    const refund = await stripe.refunds.create(
      {
        payment_intent: chargeRef,
        amount: stripeChargeAmount(amount, currency),
        metadata: { idempotency_key: idempotencyKey },
      },
      { idempotencyKey },
    );
    if (refund.status === "failed" || refund.status === "canceled") {
      throw new PaymentMethodError(
        refund.failure_reason ?? "refund_failed",
        `Stripe did not make the refund (${refund.failure_reason ?? refund.status}).`,
      );
    }
    return { refundRef: refund.id };
  } catch (error) {
    throw refusal(error);
  }
}

async function saveCardWithSetupIntent(
  stripe: Stripe,
  { customerRef, token }: { customerRef: string; token: string },
) {
  let setup: Stripe.SetupIntent;
  try {
    // A SetupIntent, not a bare attach: the bank is asked once, now, to let us charge the
    // card while the buyer is away, so renewals are less often refused for want of 3-D
    // Secure (docs/decisions/032). Automatic payment methods without redirects keep the
    // buyer on the page, as for payments.
    setup = await stripe.setupIntents.create({
      customer: customerRef,
      payment_method: token,
      usage: "off_session",
      confirm: true,
      automatic_payment_methods: { enabled: true, allow_redirects: "never" },
      expand: ["payment_method"],
    });
  } catch (error) {
    throw refusal(error);
  }
  return savedCard(await settledSetup(stripe, setup, customerRef));
}

/**
 * The card a SetupIntent leaves saved to its customer. A bank that wants 3-D Secure before the
 * card is set up gets no answer here: the card is saved anyway, attached as before, and its
 * first on-session payment authenticates it (docs/decisions/032).
 */
async function settledSetup(
  stripe: Stripe,
  setup: Stripe.SetupIntent,
  customerRef: string,
): Promise<Stripe.PaymentMethod> {
  const method = setup.payment_method;
  if (!method || typeof method === "string") {
    throw new Error(`Stripe sent SetupIntent ${setup.id} without its PaymentMethod`);
  }
  switch (setup.status) {
    case "succeeded":
      return method;
    case "requires_action":
      try {
        return await stripe.paymentMethods.attach(method.id, { customer: customerRef });
      } catch (error) {
        throw refusal(error);
      }
    case "requires_payment_method": {
      const error = setup.last_setup_error;
      throw new PaymentMethodError(
        declineCode(error ?? {}),
        error?.message ?? "Your card was declined.",
      );
    }
    default:
      // A card is set up at once; any other state is not one this checkout asked for.
      throw new Error(`Stripe SetupIntent ${setup.id} is ${setup.status}, not a final state`);
  }
}

async function chargeWithPaymentIntent(stripe: Stripe, input: ChargeInput) {
  const { idempotencyKey, offSession = false } = input;
  try {
    const intent = await stripe.paymentIntents.create(paymentIntentParams(input), {
      idempotencyKey,
    });
    return paymentIntentOutcome(intent, { offSession });
  } catch (error) {
    if (isStripeError(error, "StripeCardError")) {
      // A decline is an answer, not a fault: Stripe made the PaymentIntent and says why the
      // card was refused.
      return {
        status: "failed" as const,
        chargeRef: error.payment_intent?.id ?? null,
        code: declineCode(error),
        message: error.message,
      };
    }
    throw refusal(error);
  }
}

function paymentIntentParams({
  customerRef,
  sourceId,
  amount,
  currency,
  idempotencyKey,
  description,
  offSession = false,
  promotionCode,
}: ChargeInput): Stripe.PaymentIntentCreateParams {
  const payment = {
    amount: stripeChargeAmount(amount, currency),
    currency: currency.toLowerCase(),
    customer: customerRef,
    payment_method: sourceId,
    description,
    metadata: chargeMetadata(idempotencyKey, promotionCode),
    confirm: true,
    // Automatic payment methods without redirects keep the buyer on the page, so no
    // return_url is needed; a card never needs a redirect. (The SDK's API version no longer
    // takes `payment_method_types`.)
    automatic_payment_methods: { enabled: true, allow_redirects: "never" as const },
  };
  // The buyer is away (a renewal, a trial's end): the card was set up for this when it was saved
  // or first paid, and a bank that still wants 3-D Secure makes Stripe refuse with
  // `authentication_required` instead of waiting for an answer no one will give
  // (docs/decisions/018).
  if (offSession) return { ...payment, off_session: true };
  return {
    ...payment,
    // The buyer is on the page: when the bank asks for 3-D Secure the page completes it with
    // Stripe.js (`use_stripe_sdk` makes the next action one that Stripe.js handles in place).
    use_stripe_sdk: true,
    // The card stays saved for the buyer's next purchase and for charges made while they are
    // away: Stripe keeps this payment's authentication for them, so those charges are less
    // often refused for want of 3-D Secure.
    setup_future_usage: "off_session" as const,
  };
}

async function findPaymentIntent(
  stripe: Stripe,
  { idempotencyKey, chargeRef }: { idempotencyKey: string; chargeRef?: string | null },
) {
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
}
