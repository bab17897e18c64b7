import { randomUUID } from "node:crypto";
import { buildTestApp, testSecret } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { type FakeStripeApi, startFakeStripeApi } from "@creator-checkout/testing/fake-stripe-api";
import { startFakeVies } from "@creator-checkout/testing/fake-vies";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { testClock } from "@creator-checkout/testing/sign-in-helpers";
import { signedInBuyer } from "@creator-checkout/testing/signed-in-buyer";
import { dutchTaxSettings } from "@creator-checkout/testing/tax-catalog";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVies } from "../adapters/vies/vies";
import { orders } from "../db/schema";
import { runDueBilling } from "../domain/billing/run-due-billing";
import { createAltchaBotCheck } from "../domain/bot-check/create-altcha-bot-check";
import { orderKinds } from "../domain/order-kinds";
import { createPublisherKey } from "../domain/publisher-keys/create-publisher-key";
import { recordTaxTransactions } from "../domain/tax/record-tax-transactions";
import { createStripeGateway } from "../payments/stripe/create-stripe-gateway";
import { createStripeTax } from "../payments/stripe/create-stripe-tax";
import type { TaxCalculator } from "../payments/tax-calculator";

const SECRET_KEY = "sk_test_51FakeKeyForTheLocalStandInOnly";

describe.each(testDatabases())("Stripe Tax, on $name", (kind) => {
  const clock = testClock(new Date("2027-01-31T10:00:00Z"));
  let fake: FakeStripeApi;
  let taxCalculator: TaxCalculator;
  let gateway: ReturnType<typeof createStripeGateway>;
  let vies: Awaited<ReturnType<typeof startFakeVies>>;
  const demo = onDemoDatabase(kind, async ({ database }) => {
    fake = await startFakeStripeApi();
    vies = await startFakeVies();
    taxCalculator = createStripeTax({ secretKey: SECRET_KEY, apiOverride: fake.apiOverride });
    gateway = createStripeGateway({ secretKey: SECRET_KEY, apiOverride: fake.apiOverride });
    return buildTestApp(database.db, {
      clock,
      botCheck: createAltchaBotCheck({ clock, secret: testSecret }, { maxWork: 2_000 }),
      codeSendsPerIp: 10_000,
      gateway,
      taxCalculator,
      vies: createVies({ url: vies.url, clock }),
    });
  });
  afterAll(async () => {
    await fake?.close();
    await vies?.close();
  });

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

  const germanBuyer = async () => {
    const { headers } = await signedInBuyer(demo.app, demo.database.db);
    const saved = await demo.app.inject({
      method: "POST",
      url: "/api/me/payment",
      headers,
      payload: { token: "pm_card_de", source_type: "card" },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    return headers;
  };
  const buy = (headers: Record<string, string>, body: object, idempotencyKey = randomUUID()) =>
    demo.app.inject({
      method: "POST",
      url: `/api/purchase/product/${demoIds.supporter}`,
      headers: { ...headers, "idempotency-key": idempotencyKey },
      payload: body,
    });
  const orderRow = async (id: string) => {
    const [row] = await demo.database.db.select().from(orders).where(eq(orders.id, id));
    return row;
  };
  const transactionsOf = (orderId: string) =>
    [...fake.taxTransactions.values()].filter((each) => each.reference === orderId);
  const record = () => recordTaxTransactions({ db: demo.database.db, taxCalculator, clock });

  it("records Stripe's figures on the order, and one transaction once it is paid", async () => {
    const response = await buy(await germanBuyer(), { country: "DE", total: 2380 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: "paid",
      amount: 2380,
      tax: { net_amount: 2000, tax_amount: 380, rate: 1900, country: "DE", treatment: "taxed" },
    });
    const order = await orderRow(response.json().order_id);
    const calculation = fake.taxCalculations.get(order?.tax_calculation_id ?? "");
    expect(calculation).toMatchObject({ amount_total: 2380, tax_amount_exclusive: 380 });
    const asked = fake.requests.findLast((request) => request.path === "/v1/tax/calculations");
    expect(Object.fromEntries(asked?.form ?? [])).toMatchObject({
      currency: "usd",
      "line_items[0][amount]": "2000",
      "line_items[0][tax_behavior]": "exclusive",
      "customer_details[address][country]": "DE",
      "customer_details[address_source]": "billing",
    });

    expect((await record()).recorded).toBeGreaterThanOrEqual(1);
    expect(transactionsOf(order?.id ?? "")).toHaveLength(1);
    expect((await orderRow(order?.id ?? ""))?.tax_transaction_id).toBe(
      transactionsOf(order?.id ?? "")[0]?.id,
    );
    expect((await record()).recorded).toBe(0);
    expect(transactionsOf(order?.id ?? "")).toHaveLength(1);
  });

  it("gives a verified business's VAT number to Stripe, which reverse-charges it", async () => {
    const response = await buy(await germanBuyer(), { country: "DE", vat_number: "DE129273398" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      amount: 2000,
      tax: { treatment: "reverse_charge", tax_amount: 0 },
    });
    const asked = fake.requests.findLast((request) => request.path === "/v1/tax/calculations");
    expect(asked?.form.get("customer_details[tax_ids][0][value]")).toBe("DE129273398");
  });

  it("records none twice: a replayed purchase, a crash after Stripe recorded, two rounds at once", async () => {
    const headers = await germanBuyer();
    const key = randomUUID();
    const first = await buy(headers, { country: "DE", total: 2380 }, key);
    const replay = await buy(headers, { country: "DE", total: 2380 }, key);
    expect(replay.json().order_id).toBe(first.json().order_id);
    const orderId = first.json().order_id;
    const calculationId = (await orderRow(orderId))?.tax_calculation_id ?? "";
    // Stripe recorded it, and the process died before the order said so.
    await taxCalculator.record({ id: orderId, calculationId });
    await Promise.all([record(), record()]);
    expect(transactionsOf(orderId)).toHaveLength(1);
    expect((await orderRow(orderId))?.tax_transaction_id).toBe(transactionsOf(orderId)[0]?.id);
  });

  it("refuses with 424 and a sentence when Stripe Tax cannot be reached, writing and charging nothing", async () => {
    const headers = await germanBuyer();
    const intentsBefore = fake.paymentIntents.size;
    const ordersBefore = (await demo.database.db.select().from(orders)).length;
    fake.failNext(10);
    const response = await buy(headers, { country: "DE", total: 2380 });
    fake.failNext(0);
    expect(response.statusCode, response.body).toBe(424);
    expect(response.headers["retry-after"]).toBe("60");
    expect(response.json()).toMatchObject({
      error: "TAX_SERVICE_UNAVAILABLE",
      message: expect.stringMatching(/Nothing was charged/),
    });
    expect(fake.paymentIntents.size).toBe(intentsBefore);
    expect((await demo.database.db.select().from(orders)).length).toBe(ordersBefore);
  });

  it("quotes with Stripe's figures, as the purchase will charge them", async () => {
    const calculationsBefore = fake.taxCalculations.size;
    const quoted = await demo.app.inject({
      method: "POST",
      url: `/api/purchase/tax-quote/${demoIds.supporter}`,
      headers: { publisherid: demoIds.publisher },
      payload: { country: "FR" },
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json()).toMatchObject({ amount: 2400, tax: { rate: 2000, tax_amount: 400 } });
    expect(fake.taxCalculations.size).toBe(calculationsBefore + 1);
  });

  it("answers at most 30 quotes a minute to a network, since Stripe bills each, however many race", async () => {
    const calculationsBefore = fake.taxCalculations.size;
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        demo.app.inject({
          method: "POST",
          url: `/api/purchase/tax-quote/${demoIds.supporter}`,
          headers: { publisherid: demoIds.publisher },
          remoteAddress: "203.0.113.60",
          payload: { country: "FR" },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    expect(answers.find((answer) => answer.statusCode === 429)?.json().message).toMatch(
      /Too many tax quotes/,
    );
    expect(fake.taxCalculations.size).toBe(calculationsBefore + 30);
  });

  // Last: it moves the clock a month on.
  it("renews at Stripe's figures for the renewal's own day, and records the renewal once", async () => {
    const bought = await buy(await germanBuyer(), { country: "DE", total: 2380 });
    expect(bought.statusCode, bought.body).toBe(200);
    clock.advance(40 * 24 * 3600);
    await runDueBilling({
      db: demo.database.db,
      clock,
      gateway,
      publicUrl: "http://checkout.test",
      renewalRetryDays: [1, 3, 5],
      orderKinds,
      taxCalculator,
    });
    // Earlier tests' subscriptions renew too (a business's, reverse-charged): this buyer's only.
    const all = await demo.database.db.select().from(orders);
    const buyerId = all.find((order) => order.id === bought.json().order_id)?.user_id;
    const renewal = all.find(
      (order) => order.kind === "renewal" && order.status === "paid" && order.user_id === buyerId,
    );
    expect(renewal).toMatchObject({ amount: 2380, tax_amount: 380, tax_country: "DE" });
    expect(fake.taxCalculations.get(renewal?.tax_calculation_id ?? "")?.tax_date).toBe(
      Math.floor(clock.now().getTime() / 1000),
    );
    await record();
    await record();
    expect(transactionsOf(renewal?.id ?? "")).toHaveLength(1);
  });
});
