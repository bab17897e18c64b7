import { randomUUID } from "node:crypto";
import { type FakeStripeApi, startFakeStripeApi } from "@creator-checkout/testing/fake-stripe-api";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type PaymentGateway, PaymentMethodError } from "../payment-gateway";
import { createStripeGateway } from "./create-stripe-gateway";

const secretKey = "sk_test_51FakeKeyForTheLocalStandInOnly";

describe("the Stripe gateway", () => {
  let fake: FakeStripeApi;
  let gateway: PaymentGateway;

  beforeAll(async () => {
    fake = await startFakeStripeApi();
    gateway = createStripeGateway({ secretKey, apiOverride: fake.apiOverride });
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.searchIndexLagging = false;
  });
  afterAll(() => fake.close());

  /** A Stripe customer with one saved card, as the card step of the page leaves it. */
  async function customerWith(paymentMethod: string) {
    const customerRef = await gateway.createCustomer({ description: "a buyer" });
    const { sourceId } = await gateway.attachPaymentMethod({ customerRef, token: paymentMethod });
    return { customerRef, sourceId };
  }

  const chargeOf = (
    card: { customerRef: string; sourceId: string },
    overrides: {
      amount?: number;
      idempotencyKey?: string;
      offSession?: boolean;
      promotionCode?: string;
    } = {},
  ) =>
    gateway.charge({
      ...card,
      amount: overrides.amount ?? 2000,
      currency: "USD",
      idempotencyKey: overrides.idempotencyKey ?? `order:${randomUUID()}`,
      description: "order for a test",
      offSession: overrides.offSession ?? false,
      ...(overrides.promotionCode ? { promotionCode: overrides.promotionCode } : {}),
    });

  /** A renewal's charge: the buyer is away. */
  const renewalOf = (card: { customerRef: string; sourceId: string }, idempotencyKey?: string) =>
    chargeOf(card, { offSession: true, ...(idempotencyKey ? { idempotencyKey } : {}) });

  it("creates a customer with the secret key as its bearer token", async () => {
    const customerRef = await gateway.createCustomer({ description: "user 1 at publisher 2" });

    expect(customerRef).toMatch(/^cus_/);
    const [request] = fake.requests;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/v1/customers");
    expect(request?.headers.authorization).toBe(`Bearer ${secretKey}`);
    expect(request?.form.get("description")).toBe("user 1 at publisher 2");
  });

  it("saves the PaymentMethod made by Stripe.js through a SetupIntent for charges while the buyer is away", async () => {
    const customerRef = await gateway.createCustomer({ description: "a buyer" });
    fake.requests.length = 0;

    const saved = await gateway.attachPaymentMethod({ customerRef, token: "pm_card_mastercard" });

    expect(saved).toEqual({
      sourceId: expect.stringMatching(/^pm_[0-9a-f]{24}$/),
      card: { brand: "mastercard", last4: "4444", exp_month: 12, exp_year: 2034, country: "US" },
    });
    // One request: the SetupIntent attaches the card to the customer when it succeeds.
    expect(fake.requests).toHaveLength(1);
    const [setup] = fake.requests;
    expect(setup?.method).toBe("POST");
    expect(setup?.path).toBe("/v1/setup_intents");
    expect(Object.fromEntries(setup?.form ?? [])).toEqual({
      customer: customerRef,
      payment_method: "pm_card_mastercard",
      usage: "off_session",
      confirm: "true",
      "automatic_payment_methods[enabled]": "true",
      "automatic_payment_methods[allow_redirects]": "never",
      "expand[0]": "payment_method",
    });
    expect([...fake.setupIntents.values()].at(-1)).toMatchObject({
      customer: customerRef,
      payment_method: saved.sourceId,
      status: "succeeded",
    });
  });

  it("saves a card whose bank wants 3-D Secure to set it up, attached without it", async () => {
    const customerRef = await gateway.createCustomer({ description: "a buyer" });
    fake.requests.length = 0;

    const saved = await gateway.attachPaymentMethod({
      customerRef,
      token: "pm_card_authenticationRequired",
    });

    expect(saved).toEqual({
      sourceId: expect.stringMatching(/^pm_/),
      card: { brand: "visa", last4: "3184", exp_month: 12, exp_year: 2034, country: "US" },
    });
    expect(fake.requests.map((request) => [request.method, request.path])).toEqual([
      ["POST", "/v1/setup_intents"],
      ["POST", `/v1/payment_methods/${saved.sourceId}/attach`],
    ]);
    expect(fake.requests[1]?.form.get("customer")).toBe(customerRef);
    expect([...fake.setupIntents.values()].at(-1)?.status).toBe("requires_action");
    // Attached, it can be charged: on the page the buyer answers the bank then.
    const charged = await chargeOf({ customerRef, sourceId: saved.sourceId });
    expect(charged.status).toBe("requires_action");
  });

  it.each([
    { token: "pm_card_chargeDeclined", code: "card_declined", message: "Your card was declined." },
    {
      token: "pm_unknown",
      code: "resource_missing",
      message: "No such PaymentMethod: 'pm_unknown'",
    },
  ])("refuses to save $token with Stripe's own message", async ({ token, code, message }) => {
    const customerRef = await gateway.createCustomer({ description: "a buyer" });

    fake.requests.length = 0;

    const saving = gateway.attachPaymentMethod({ customerRef, token });

    await expect(saving).rejects.toBeInstanceOf(PaymentMethodError);
    await expect(saving).rejects.toMatchObject({ code, message });
    // The SetupIntent's refusal is the answer: nothing is attached.
    expect(fake.requests.map((request) => request.path)).toEqual(["/v1/setup_intents"]);
  });

  it("charges the discounted amount and names the promotion code in the metadata", async () => {
    const card = await customerWith("pm_card_visa");
    const orderId = randomUUID();
    fake.requests.length = 0;

    const outcome = await chargeOf(card, {
      amount: 1600,
      idempotencyKey: `order:${orderId}`,
      promotionCode: "SAVE20",
    });

    expect(outcome).toEqual({ status: "succeeded", chargeRef: expect.stringMatching(/^pi_/) });
    const form = Object.fromEntries(fake.requests[0]?.form ?? []);
    expect(form).toMatchObject({
      amount: "1600",
      "metadata[order_id]": orderId,
      "metadata[promotion_code]": "SAVE20",
    });
  });

  it("confirms a PaymentIntent for the saved card, keyed by the order", async () => {
    const card = await customerWith("pm_card_visa");
    const orderId = randomUUID();
    fake.requests.length = 0;

    const outcome = await chargeOf(card, { idempotencyKey: `order:${orderId}` });

    expect(outcome).toEqual({ status: "succeeded", chargeRef: expect.stringMatching(/^pi_/) });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/v1/payment_intents");
    expect(request?.headers["idempotency-key"]).toBe(`order:${orderId}`);
    expect(request?.headers.authorization).toBe(`Bearer ${secretKey}`);
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      amount: "2000",
      currency: "usd",
      customer: card.customerRef,
      payment_method: card.sourceId,
      description: "order for a test",
      "metadata[idempotency_key]": `order:${orderId}`,
      "metadata[order_id]": orderId,
      confirm: "true",
      use_stripe_sdk: "true",
      "automatic_payment_methods[enabled]": "true",
      "automatic_payment_methods[allow_redirects]": "never",
      setup_future_usage: "off_session",
    });
  });

  it.each([
    {
      card: "pm_card_authenticationRequired",
      outcome: {
        status: "requires_action",
        nextAction: { type: "stripe_sdk", client_secret: expect.stringMatching(/^pi_.+_secret_/) },
      },
    },
    {
      card: "pm_card_chargeCustomerFail",
      outcome: { status: "failed", code: "generic_decline", message: "Your card was declined." },
    },
    {
      card: "pm_card_chargeDeclinedInsufficientFunds",
      outcome: {
        status: "failed",
        code: "insufficient_funds",
        message: "Your card has insufficient funds.",
      },
    },
  ])("answers a charge of $card with $outcome.status", async ({ card, outcome }) => {
    const charged = await chargeOf(await customerWith(card));

    expect(charged).toEqual({ ...outcome, chargeRef: expect.stringMatching(/^pi_/) });
  });

  it("charges a renewal off-session: no 3-D Secure to offer and no set-up to ask for", async () => {
    const card = await customerWith("pm_card_visa");
    const orderId = randomUUID();
    fake.requests.length = 0;

    const outcome = await renewalOf(card, `order:${orderId}`);

    expect(outcome).toEqual({ status: "succeeded", chargeRef: expect.stringMatching(/^pi_/) });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.path).toBe("/v1/payment_intents");
    expect(request?.headers["idempotency-key"]).toBe(`order:${orderId}`);
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      amount: "2000",
      currency: "usd",
      customer: card.customerRef,
      payment_method: card.sourceId,
      description: "order for a test",
      "metadata[idempotency_key]": `order:${orderId}`,
      "metadata[order_id]": orderId,
      confirm: "true",
      off_session: "true",
      "automatic_payment_methods[enabled]": "true",
      "automatic_payment_methods[allow_redirects]": "never",
    });
  });

  it.each([
    {
      card: "pm_card_authenticationRequired",
      code: "authentication_required",
      message: "Your card was declined. This transaction requires authentication.",
    },
    {
      card: "pm_card_chargeCustomerFail",
      code: "generic_decline",
      message: "Your card was declined.",
    },
    {
      card: "pm_card_chargeDeclinedInsufficientFunds",
      code: "insufficient_funds",
      message: "Your card has insufficient funds.",
    },
  ])(
    "answers an off-session charge of $card as failed with $code",
    async ({ card, code, message }) => {
      const renewed = await renewalOf(await customerWith(card));

      expect(renewed).toEqual({
        status: "failed",
        chargeRef: expect.stringMatching(/^pi_/),
        code,
        message,
      });
      const intent = fake.paymentIntents.get(renewed.chargeRef ?? "");
      expect(intent).toMatchObject({ status: "requires_payment_method", next_action: null });
    },
  );

  it("charges off-session a card set up by a payment on the page, not one that was never set up", async () => {
    // The bank wanted 3-D Secure to set this card up; it was saved without it.
    const card = await customerWith("pm_card_authenticationRequiredOnSetup");
    expect(await renewalOf(card)).toMatchObject({
      status: "failed",
      code: "authentication_required",
    });

    const onPage = await chargeOf(card);
    expect(onPage.status).toBe("requires_action");
    fake.authenticate(onPage.chargeRef ?? "", true);

    expect(await renewalOf(card)).toEqual({
      status: "succeeded",
      chargeRef: expect.stringMatching(/^pi_/),
    });
  });

  it("answers a repeated charge with the first PaymentIntent instead of making a second", async () => {
    const card = await customerWith("pm_card_visa");
    const idempotencyKey = `order:${randomUUID()}`;

    const first = await chargeOf(card, { idempotencyKey });
    const second = await chargeOf(card, { idempotencyKey });

    expect(second).toEqual(first);
    const made = [...fake.paymentIntents.values()].filter(
      (intent) => intent.metadata.idempotency_key === idempotencyKey,
    );
    expect(made).toHaveLength(1);
  });

  it("refuses an amount Stripe will not take as a PaymentMethodError with Stripe's message", async () => {
    const charging = chargeOf(await customerWith("pm_card_visa"), { amount: 30 });

    await expect(charging).rejects.toBeInstanceOf(PaymentMethodError);
    await expect(charging).rejects.toMatchObject({
      code: "amount_too_small",
      message: "Amount must be at least $0.50 usd",
    });
  });

  it("throws a plain error after Stripe failed three times, each retry with the same key", async () => {
    const card = await customerWith("pm_card_visa");
    const idempotencyKey = `order:${randomUUID()}`;
    fake.requests.length = 0;
    fake.failNext(3);

    const charging = chargeOf(card, { idempotencyKey });

    await expect(charging).rejects.toThrow("An unknown error occurred.");
    await expect(charging).rejects.not.toBeInstanceOf(PaymentMethodError);
    expect(fake.requests.map((request) => request.headers["idempotency-key"])).toEqual([
      idempotencyKey,
      idempotencyKey,
      idempotencyKey,
    ]);
  });

  it("throws a plain error when Stripe cannot be reached", async () => {
    const closed = await startFakeStripeApi();
    await closed.close();
    const unreachable = createStripeGateway({ secretKey, apiOverride: closed.apiOverride });

    const creating = unreachable.createCustomer({ description: "a buyer" });

    await expect(creating).rejects.toThrow(/connection to Stripe/);
    await expect(creating).rejects.not.toBeInstanceOf(PaymentMethodError);
  });

  it("finds a charge again by its PaymentIntent id, as it stands after 3-D Secure", async () => {
    const charged = await chargeOf(await customerWith("pm_card_authenticationRequired"));
    fake.authenticate(charged.chargeRef ?? "", true);
    fake.requests.length = 0;

    const found = await gateway.findCharge({
      idempotencyKey: "order:unused",
      chargeRef: charged.chargeRef,
    });

    expect(found).toEqual({ status: "succeeded", chargeRef: charged.chargeRef });
    expect(fake.requests.map((request) => [request.method, request.path])).toEqual([
      ["GET", `/v1/payment_intents/${charged.chargeRef}`],
    ]);
  });

  it("finds a charge whose 3-D Secure failed as failed, with Stripe's message", async () => {
    const charged = await chargeOf(await customerWith("pm_card_authenticationRequired"));
    fake.authenticate(charged.chargeRef ?? "", false);

    const found = await gateway.findCharge({
      idempotencyKey: "order:unused",
      chargeRef: charged.chargeRef,
    });

    expect(found).toEqual({
      status: "failed",
      chargeRef: charged.chargeRef,
      code: "payment_intent_authentication_failure",
      message: expect.stringMatching(/^We are unable to authenticate your payment method/),
    });
  });

  it("cancels a PaymentIntent left at 3-D Secure, so a late approval cannot charge", async () => {
    const charged = await chargeOf(await customerWith("pm_card_authenticationRequired"));
    const chargeRef = charged.chargeRef ?? "";
    fake.requests.length = 0;

    const canceled = await gateway.cancelCharge({ chargeRef });

    expect(canceled).toEqual({
      status: "failed",
      chargeRef,
      code: "payment_intent_canceled",
      message: "The payment was canceled.",
    });
    expect(fake.requests.map((request) => [request.method, request.path])).toEqual([
      ["POST", `/v1/payment_intents/${chargeRef}/cancel`],
    ]);
    expect(fake.requests[0]?.form.get("cancellation_reason")).toBe("abandoned");
    expect(() => fake.authenticate(chargeRef, true)).toThrow(/awaits no action/);
    expect(await gateway.findCharge({ idempotencyKey: "order:unused", chargeRef })).toMatchObject({
      status: "failed",
    });
  });

  it("answers the charge as it stands when the buyer's approval came before the cancel", async () => {
    const charged = await chargeOf(await customerWith("pm_card_authenticationRequired"));
    const chargeRef = charged.chargeRef ?? "";
    fake.authenticate(chargeRef, true);

    expect(await gateway.cancelCharge({ chargeRef })).toEqual({ status: "succeeded", chargeRef });
  });

  it("finds a charge by its idempotency key through Stripe's search of metadata", async () => {
    const idempotencyKey = `order:${randomUUID()}`;
    const charged = await chargeOf(await customerWith("pm_card_visa"), { idempotencyKey });
    fake.requests.length = 0;

    const found = await gateway.findCharge({ idempotencyKey });

    expect(found).toEqual(charged);
    const [search] = fake.requests;
    expect(search?.path).toBe("/v1/payment_intents/search");
    expect(search?.query.get("query")).toBe(`metadata['idempotency_key']:'${idempotencyKey}'`);
  });

  it("finds no charge for a key that was never charged, or before Stripe's search indexed it", async () => {
    const idempotencyKey = `order:${randomUUID()}`;
    expect(await gateway.findCharge({ idempotencyKey })).toBeNull();

    fake.searchIndexLagging = true;
    await chargeOf(await customerWith("pm_card_visa"), { idempotencyKey });

    expect(await gateway.findCharge({ idempotencyKey })).toBeNull();
  });

  it("refunds a PaymentIntent in parts with the refund's key, and once per key", async () => {
    const card = await customerWith("pm_card_visa");
    const charged = await chargeOf(card, { amount: 2000 });
    if (charged.status !== "succeeded") throw new Error("the charge succeeds");
    fake.requests.length = 0;
    const part = {
      chargeRef: charged.chargeRef,
      amount: 500,
      currency: "USD",
      idempotencyKey: `refund:${randomUUID()}`,
    };

    const first = await gateway.refund(part);
    expect(first.refundRef).toMatch(/^re_/);
    const [request] = fake.requests;
    expect(request?.path).toBe("/v1/refunds");
    expect(request?.headers["idempotency-key"]).toBe(part.idempotencyKey);
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      payment_intent: charged.chargeRef,
      amount: "500",
      "metadata[idempotency_key]": part.idempotencyKey,
    });
    // Asked again after a lost answer: the same refund, not a second one.
    expect(await gateway.refund(part)).toEqual(first);
    fake.loseAnswers(1);
    const retried = await gateway.refund({ ...part, idempotencyKey: `refund:${randomUUID()}` });
    const made = [...fake.refunds.values()].filter((r) => r.payment_intent === charged.chargeRef);
    expect(made.map((r) => r.amount)).toEqual([500, 500]);
    expect(made.map((r) => r.id)).toContain(retried.refundRef);

    const tooMuch = gateway.refund({
      ...part,
      amount: 1001,
      idempotencyKey: `refund:${randomUUID()}`,
    });
    await expect(tooMuch).rejects.toBeInstanceOf(PaymentMethodError);
    await expect(tooMuch).rejects.toMatchObject({ code: "amount_too_large" });
    const rest = await gateway.refund({
      ...part,
      amount: 1000,
      idempotencyKey: `refund:${randomUUID()}`,
    });
    expect(rest.refundRef).toMatch(/^re_/);
  });
});
