import { randomUUID } from "node:crypto";
import { buildTestApp, testSecret } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { type FakeStripeApi, startFakeStripeApi } from "@creator-checkout/testing/fake-stripe-api";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { testClock } from "@creator-checkout/testing/sign-in-helpers";
import { signedInBuyer } from "@creator-checkout/testing/signed-in-buyer";
import { dutchTaxSettings } from "@creator-checkout/testing/tax-catalog";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../db/schema";
import { createAltchaBotCheck } from "../domain/bot-check/create-altcha-bot-check";
import { createPublisherKey } from "../domain/publisher-keys/create-publisher-key";
import { createStripeGateway } from "../payments/stripe/create-stripe-gateway";

describe.each(testDatabases())("tax with Stripe's card country, on $name", (kind) => {
  const clock = testClock(new Date("2027-01-31T10:00:00Z"));
  let fake: FakeStripeApi;
  const demo = onDemoDatabase(kind, async ({ database }) => {
    fake = await startFakeStripeApi();
    const gateway = createStripeGateway({
      secretKey: "sk_test_51FakeKeyForTheLocalStandInOnly",
      apiOverride: fake.apiOverride,
    });
    const botCheck = createAltchaBotCheck({ clock, secret: testSecret }, { maxWork: 2_000 });
    return buildTestApp(database.db, { clock, botCheck, codeSendsPerIp: 10_000, gateway });
  });
  afterAll(() => fake?.close());

  beforeAll(async () => {
    const { key } = await createPublisherKey(demo.database.db, {
      username: demoCatalog().publisher.username,
    });
    const response = await demo.app.inject({
      method: "PUT",
      url: "/api/publisher/tax",
      headers: { authorization: `Bearer ${key}` },
      payload: { tax: dutchTaxSettings("exclusive") },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  const buyerWith = async (paymentMethod: string) => {
    const { headers } = await signedInBuyer(demo.app, demo.database.db);
    const saved = await demo.app.inject({
      method: "POST",
      url: "/api/me/payment",
      headers,
      payload: { token: paymentMethod, source_type: "card" },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    return headers;
  };
  const buy = async (headers: Record<string, string>, body: object) =>
    demo.app.inject({
      method: "POST",
      url: `/api/purchase/product/${demoIds.supporter}`,
      headers: { ...headers, "idempotency-key": randomUUID() },
      payload: body,
    });

  it("keeps payment_method.card.country as evidence and charges the PaymentIntent the gross", async () => {
    const response = await buy(await buyerWith("pm_card_de"), { country: "DE", total: 2380 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: "paid", amount: 2380 });
    const [order] = await demo.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, response.json().order_id));
    expect(order).toMatchObject({ card_country: "DE", countries_agreed: true, tax_amount: 380 });
    const intent = fake.requests.findLast(
      (request) => request.method === "POST" && request.path === "/v1/payment_intents",
    );
    expect(intent?.form.get("amount")).toBe("2380");
  });

  it("asks a buyer whose Stripe card is American to confirm that they are in Germany", async () => {
    const headers = await buyerWith("pm_card_visa");
    const refused = await buy(headers, { country: "DE" });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toBe("COUNTRY_CONFIRMATION_REQUIRED");
    const confirmed = await buy(headers, { country: "DE", country_confirmed: true, total: 2380 });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ amount: 2380, tax: { country: "DE" } });
  });
});
