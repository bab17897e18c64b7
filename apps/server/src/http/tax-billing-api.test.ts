import { randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SwitchPreview } from "@creator-checkout/core/api";
import { splitTax } from "@creator-checkout/core/tax";
import { type Buyer, billingTestKit } from "@creator-checkout/testing/billing-test-kit";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { testClock } from "@creator-checkout/testing/sign-in-helpers";
import { dutchTaxSettings } from "@creator-checkout/testing/tax-catalog";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { orders } from "../db/schema";
import { createPublisherKey } from "../domain/publisher-keys/create-publisher-key";

const GERMAN_CARD = "4000002760000016";

/** The operator's table: Germany's rate goes to 21 % on 1 February 2027 (a test's own row). */
function operatorRates() {
  const path = join(mkdtempSync(join(tmpdir(), "tax-rates-")), "rates.json");
  writeFileSync(
    path,
    JSON.stringify({
      source: "Test operator",
      checkedOn: "2027-01-02",
      rates: [{ country: "DE", from: "2027-02-01", percent: 21 }],
    }),
  );
  return loadConfig({ TAX_RATES_FILE: path }).taxRates;
}

describe.each(testDatabases())("tax after the purchase, on $name", (kind) => {
  const clock = testClock(new Date("2027-01-10T09:00:00Z"));
  const taxRates = operatorRates();
  const demo = onDemoDatabase(kind, async ({ database }) =>
    buildSignInTestApp(database.db, clock, { taxRates }),
  );
  const kit = billingTestKit(demo, clock, { taxRates });

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

  // The German rate on the test clock's day: the operator's file raises it on 2027-02-01.
  const germanRate = () => (clock.now() >= new Date("2027-02-01T00:00:00+01:00") ? 2100 : 1900);
  // What the page shows and sends as the total: the supporter's $20 with its added tax.
  const supporterTotal = () => splitTax(2000, germanRate(), "exclusive").grossMinor;
  const buyIn = async (b: Buyer, optionId: string, body: object = { country: "DE" }) => {
    const response = await demo.app.inject({
      method: "POST",
      url: `/api/purchase/product/${optionId}`,
      headers: { ...(await b.headers()), "idempotency-key": randomUUID() },
      payload: { total: supporterTotal(), ...body },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const ordersOf = async (subscriptionId: string, kindOf: string) =>
    demo.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.subscription_id, subscriptionId), eq(orders.kind, kindOf)));

  it("renews at the rate in force on the renewal day, with the purchase's evidence", async () => {
    const b = await kit.buyer(GERMAN_CARD);
    const bought = await buyIn(b, demoIds.supporter);
    expect(bought).toMatchObject({ amount: 2380, tax: { rate: 1900, tax_amount: 380 } });
    const sub = await kit.subscriptionOf(b, demoIds.supporter);

    kit.moveTo(sub.current_period_end as string);
    await kit.runDue();

    const [renewal] = await ordersOf(sub.id, "renewal");
    expect(renewal).toMatchObject({
      status: "paid",
      amount: 2420,
      recurring_amount: 2000,
      tax_net_amount: 2000,
      tax_amount: 420,
      tax_rate: 2100,
      tax_country: "DE",
      tax_treatment: "taxed",
      stated_country: "DE",
      card_country: "DE",
      countries_agreed: true,
    });
    expect(await kit.succeededChargesOf(sub.id)).toBe(1);
  });

  it("taxes a switch's proration as what is charged, and the preview says so first", async () => {
    const b = await kit.buyer(GERMAN_CARD);
    await buyIn(b, demoIds.supporter);
    const sub = await kit.subscriptionOf(b, demoIds.supporter);
    const length = new Date(sub.current_period_end as string).getTime() - clock.now().getTime();
    clock.advance(length / 4000);
    const previewed = await demo.app.inject({
      url: `/api/purchase/switch/${demoIds.yearly}`,
      headers: await b.headers(),
    });
    const preview = previewed.json() as SwitchPreview;
    expect(preview.pay_now).toBe(true);
    const prorated = preview.prorate_amount ?? 0;
    expect(prorated).toBeGreaterThan(0);

    const response = await demo.app.inject({
      method: "POST",
      url: `/api/purchase/switch/${demoIds.yearly}`,
      headers: { ...(await b.headers()), "idempotency-key": randomUUID() },
      payload: { pay_now: true, prorate_amount: prorated, total: preview.due_today },
    });
    expect(response.statusCode, response.body).toBe(200);
    const rate = clock.now() >= new Date("2027-02-01T00:00:00+01:00") ? 2100 : 1900;
    const split = splitTax(prorated, rate, "exclusive");
    expect(response.json().order).toMatchObject({
      status: "paid",
      amount: split.grossMinor,
      tax: { net_amount: prorated, tax_amount: split.taxMinor, rate },
    });
    expect(preview.due_today).toBe(split.grossMinor);
    expect(preview.tax).toEqual(response.json().order.tax);
  });

  it("taxes a gift like a purchase, on the giver's evidence", async () => {
    const b = await kit.buyer(GERMAN_CARD);
    const response = await demo.app.inject({
      method: "POST",
      url: "/api/purchase/gift",
      headers: { ...(await b.headers()), "idempotency-key": randomUUID() },
      payload: {
        sender: { first_name: "Ada" },
        recipient: { first_name: "Grace", email: `friend-${randomUUID().slice(0, 8)}@example.com` },
        product_option_id: demoIds.supporter,
        country: "DE",
        total: supporterTotal(),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const rate = germanRate();
    const split = splitTax(2000, rate, "exclusive");
    expect(response.json()).toMatchObject({
      status: "paid",
      amount: split.grossMinor,
      tax: { country: "DE", rate, tax_amount: split.taxMinor },
    });
  });

  it("asks a giver to confirm a country their card disagrees with", async () => {
    const b = await kit.buyer(GERMAN_CARD);
    const response = await demo.app.inject({
      method: "POST",
      url: "/api/purchase/gift",
      headers: { ...(await b.headers()), "idempotency-key": randomUUID() },
      payload: {
        sender: { first_name: "Ada" },
        recipient: { first_name: "Grace", email: `friend-${randomUUID().slice(0, 8)}@example.com` },
        product_option_id: demoIds.supporter,
        country: "FR",
      },
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error).toBe("COUNTRY_CONFIRMATION_REQUIRED");
  });
});
