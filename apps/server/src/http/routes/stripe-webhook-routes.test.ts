import { randomUUID } from "node:crypto";
import { buildTestApp, testSecret } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { type FakeStripeApi, startFakeStripeApi } from "@creator-checkout/testing/fake-stripe-api";
import { testClock } from "@creator-checkout/testing/sign-in-helpers";
import { signedInBuyer } from "@creator-checkout/testing/signed-in-buyer";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect";
import { charges, orders, processedWebhookEvents } from "../../db/schema";
import { createAltchaBotCheck } from "../../domain/bot-check/create-altcha-bot-check";
import { importCatalog } from "../../domain/catalog/import-catalog";
import { createStripeGateway } from "../../payments/stripe/create-stripe-gateway";

const webhookSecret = "whsec_test_secret_for_the_local_stand_in";

describe.each(testDatabases())("the Stripe webhook on $name", (kind) => {
  let database: Database;
  let fake: FakeStripeApi;
  let app: FastifyInstance;
  const clock = testClock();

  beforeAll(async () => {
    database = await kind.open();
    await importCatalog(database, demoCatalog());
    fake = await startFakeStripeApi();
    const gateway = createStripeGateway({
      secretKey: "sk_test_51FakeKeyForTheLocalStandInOnly",
      apiOverride: fake.apiOverride,
    });
    const botCheck = createAltchaBotCheck({ clock, secret: testSecret }, { maxWork: 2_000 });
    app = await buildTestApp(database.db, {
      clock,
      botCheck,
      codeSendsPerIp: 10_000,
      gateway,
      stripeWebhookSecret: webhookSecret,
    });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
    await database.close();
  });

  /** A signed-in buyer who saved a card in the page: Stripe.js gave the PaymentMethod id. */
  async function buyerWithCard(paymentMethod: string) {
    const { headers } = await signedInBuyer(app, database.db);
    const saved = await app.inject({
      method: "POST",
      url: "/api/me/payment",
      headers,
      payload: { token: paymentMethod, source_type: "card" },
    });
    if (saved.statusCode !== 201) throw new Error(`saving the card failed: ${saved.body}`);
    return headers;
  }

  const buy = (headers: Record<string, string>) =>
    app.inject({
      method: "POST",
      url: `/api/purchase/product/${demoIds.supporter}`,
      headers: { ...headers, "idempotency-key": randomUUID() },
      payload: {},
    });

  /** A buyer who pressed the pay button with a Stripe test card. */
  async function buyWith(paymentMethod: string) {
    const headers = await buyerWithCard(paymentMethod);
    return { headers, purchase: await buy(headers) };
  }

  /** Posts an event as Stripe does: the JSON body signed with the endpoint's secret. */
  function deliver(event: object, secret = webhookSecret) {
    const payload = JSON.stringify(event);
    return app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: {
        "content-type": "application/json; charset=utf-8",
        "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
  }

  async function orderRow(orderId: string) {
    const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    return order;
  }

  const currentOption = async (headers: Record<string, string>) =>
    (
      await app.inject({
        url: `/api/purchase/history?product_option_id=${demoIds.supporter}`,
        headers,
      })
    ).json().current;

  it("finishes an order waiting for 3-D Secure when Stripe reports the payment succeeded", async () => {
    const { headers, purchase } = await buyWith("pm_card_authenticationRequired");
    expect(purchase.json()).toMatchObject({
      status: "requires_action",
      next_action: { type: "stripe_sdk", client_secret: expect.stringMatching(/_secret_/) },
    });
    const orderId: string = purchase.json().order_id;
    const intent = fake.paymentIntentOf(orderId);
    fake.authenticate(intent.id, true);

    const response = await deliver(fake.event("payment_intent.succeeded", intent));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, result: "applied" });
    expect(await orderRow(orderId)).toMatchObject({ status: "paid" });
    expect(await currentOption(headers)).toEqual({
      product_option_id: demoIds.supporter,
      status: "ACTIVE",
    });
  });

  it("fails the order with Stripe's message when the buyer fails 3-D Secure", async () => {
    const { headers, purchase } = await buyWith("pm_card_authenticationRequired");
    const orderId: string = purchase.json().order_id;
    const intent = fake.paymentIntentOf(orderId);
    fake.authenticate(intent.id, false);

    const response = await deliver(fake.event("payment_intent.payment_failed", intent));

    expect(response.json()).toEqual({ received: true, result: "applied" });
    expect(await orderRow(orderId)).toMatchObject({
      status: "failed",
      failure_message: expect.stringMatching(/^We are unable to authenticate your payment method/),
    });
    expect(await currentOption(headers)).toBeNull();
  });

  it("finishes an order left pending when Stripe took the payment but its answer was lost", async () => {
    const headers = await buyerWithCard("pm_card_visa");
    fake.loseAnswers(3);
    const purchase = await buy(headers);
    expect(purchase.statusCode).toBe(502);
    expect(purchase.json().error).toBe("PAYMENT_PROVIDER_UNAVAILABLE");
    // Stripe's record of the charge names the order it paid for.
    const intent = [...fake.paymentIntents.values()].at(-1);
    if (!intent?.metadata.order_id) throw new Error("Stripe holds no charge for the order");
    const orderId = intent.metadata.order_id;
    expect(intent.status).toBe("succeeded");
    expect(await orderRow(orderId)).toMatchObject({ status: "pending" });

    const response = await deliver(fake.event("payment_intent.succeeded", intent));

    expect(response.json()).toEqual({ received: true, result: "applied" });
    expect(await orderRow(orderId)).toMatchObject({ status: "paid" });
    expect(await currentOption(headers)).toEqual({
      product_option_id: demoIds.supporter,
      status: "ACTIVE",
    });
  });

  it("applies a redelivered event once", async () => {
    const { purchase } = await buyWith("pm_card_authenticationRequired");
    const orderId: string = purchase.json().order_id;
    const intent = fake.paymentIntentOf(orderId);
    fake.authenticate(intent.id, true);
    const event = fake.event("payment_intent.succeeded", intent);
    await deliver(event);
    const [first] = await database.db.select().from(charges).where(eq(charges.order_id, orderId));
    clock.advance(60);

    const again = await deliver(event);

    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, result: "duplicate" });
    const [after] = await database.db.select().from(charges).where(eq(charges.order_id, orderId));
    expect(after?.updated_at).toEqual(first?.updated_at);
    expect(
      await database.db
        .select()
        .from(processedWebhookEvents)
        .where(eq(processedWebhookEvents.id, event.id)),
    ).toHaveLength(1);
  });

  it("refuses an event signed with another secret, and acts on nothing", async () => {
    const { purchase } = await buyWith("pm_card_authenticationRequired");
    const orderId: string = purchase.json().order_id;
    const intent = fake.paymentIntentOf(orderId);
    fake.authenticate(intent.id, true);

    const response = await deliver(
      fake.event("payment_intent.succeeded", intent),
      "whsec_someone_else",
    );

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: "INVALID_SIGNATURE",
      message: expect.stringMatching(/^The Stripe-Signature header does not match this body/),
    });
    expect(await orderRow(orderId)).toMatchObject({ status: "requires_action" });
  });

  it("refuses an event without its Stripe-Signature header", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(fake.event("payment_intent.succeeded", {})),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Stripe-Signature header/);
  });

  it.each([
    {
      says: "an event type it does not handle",
      event: () => fake.event("customer.created", { id: "cus_123", object: "customer" }),
    },
    {
      says: "a PaymentIntent made by other software on the same account",
      event: () =>
        fake.event("payment_intent.succeeded", {
          id: "pi_elsewhere",
          object: "payment_intent",
          status: "succeeded",
          metadata: { order_id: "1234" },
        }),
    },
  ])("answers 200 and ignores $says", async ({ event }) => {
    const response = await deliver(event());

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, result: "ignored" });
  });
});
