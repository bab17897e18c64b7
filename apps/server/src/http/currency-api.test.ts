import { randomUUID } from "node:crypto";
import { catalogFileSchema } from "@creator-checkout/core/catalog";
import { billingTestKit } from "@creator-checkout/testing/billing-test-kit";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { testClock } from "@creator-checkout/testing/sign-in-helpers";
import { saveTestCard, signedInBuyer } from "@creator-checkout/testing/signed-in-buyer";
import { germanTaxSettings } from "@creator-checkout/testing/tax-catalog";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testProcessorCharges } from "../db/schema";
import { importCatalog } from "../domain/catalog/import-catalog";
import { createPublisherKey } from "../domain/publisher-keys/create-publisher-key";

// Prices in the buyer's currency (docs/decisions/160, 161): the demo membership sells in USD,
// EUR and GBP; the pass only in yen and the tip jar only in Swiss francs.

const US_CARD = "4242424242424242";

/** The demo catalog with one of its options priced anew by its creator. */
function catalogWithOptionPrices(optionId: string, first: object, prices: object[]) {
  const catalog = demoCatalog();
  return catalogFileSchema.parse({
    ...catalog,
    products: catalog.products.map((product) => ({
      ...product,
      options: product.options.map((option) =>
        option.id === optionId ? { ...option, ...first, prices } : option,
      ),
    })),
  });
}

describe.each(testDatabases())("prices in the buyer's currency, on $name", (kind) => {
  const clock = testClock(new Date("2027-03-10T10:00:00Z"));
  const demo = onDemoDatabase(kind, async ({ database }) => buildSignInTestApp(database.db, clock));
  const kit = billingTestKit(demo, clock);

  const buyer = async () => {
    const { headers } = await signedInBuyer(demo.app, demo.database.db, demoIds.publisher);
    await saveTestCard(demo.app, headers, US_CARD);
    return headers;
  };
  const buy = async (headers: Record<string, string>, optionId: string, body: object) =>
    demo.app.inject({
      method: "POST",
      url: `/api/purchase/product/${optionId}`,
      headers: { ...headers, "idempotency-key": randomUUID() },
      payload: body,
    });
  const preview = (optionId: string, query: string) =>
    demo.app.inject({ url: `/api/price-preview/${optionId}?${query}` });
  const chargeOf = async (orderId: string) => {
    const [row] = await demo.database.db
      .select({ amount: testProcessorCharges.amount, currency: testProcessorCharges.currency })
      .from(testProcessorCharges)
      .where(eq(testProcessorCharges.idempotency_key, `order:${orderId}`));
    return row;
  };

  it.each([
    ["USD", 2000],
    ["EUR", 1900],
    ["GBP", 1600],
  ])(
    "sells the Supporter plan in %s: the charge, the history and the renewal all in it",
    async (currency, price) => {
      const headers = await buyer();
      const response = await buy(headers, demoIds.supporter, { currency });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ status: "paid", amount: price, currency });
      expect(await chargeOf(response.json().order_id)).toEqual({ amount: price, currency });
      const history = await demo.app.inject({
        url: `/api/purchase/history?product_option_id=${demoIds.supporter}`,
        headers,
      });
      expect(history.json().history.orders[0]).toMatchObject({ amount: price, currency });
      expect(history.json().subscription.next_charge).toMatchObject({ amount: price, currency });
    },
  );

  it("sells in the option's first currency when the page names none", async () => {
    const response = await buy(await buyer(), demoIds.dayPass, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ amount: 3000, currency: "JPY" });
  });

  it.each([
    ["eur", 400, "three-letter ISO 4217 code in capitals"],
    ["EURO", 400, "three-letter ISO 4217 code in capitals"],
    ["XYZ", 422, "not sold in XYZ; it is sold in USD, EUR, GBP"],
    ["JPY", 422, "not sold in JPY; it is sold in USD, EUR, GBP"],
  ])("refuses to buy in %s with a sentence, charging nothing", async (currency, status, words) => {
    const response = await buy(await buyer(), demoIds.supporter, { currency });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toContain(words);
  });

  it.each([
    ["currency=eur", 400, "three-letter ISO 4217 code in capitals"],
    ["currency=XYZ", 422, "not sold in XYZ"],
    ["currency=EUR", 422, "not sold in EUR; it is sold in JPY"],
    ["country=Germany", 400, "two-letter country code"],
    ["currency=", 400, "three-letter ISO 4217 code"],
  ])(
    "answers a price preview of the day pass with %s by a sentence",
    async (query, status, words) => {
      const response = await preview(demoIds.dayPass, query);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toContain(words);
    },
  );

  it("previews the price a country's buyer would pay: the country's currency where the option has it", async () => {
    const german = await preview(demoIds.supporter, "country=DE");
    expect(german.statusCode, german.body).toBe(200);
    expect(german.json()).toEqual({
      product_option_id: demoIds.supporter,
      currency: "EUR",
      currencies: ["USD", "EUR", "GBP"],
      price: 1900,
      custom_price: false,
      due_today: 1900,
      tax: null,
    });
    expect((await preview(demoIds.supporter, "country=gb")).json().currency).toBe("GBP");
    expect((await preview(demoIds.supporter, "country=JP")).json().currency).toBe("USD");
    expect((await preview(demoIds.supporter, "country=DE&currency=GBP")).json().currency).toBe(
      "GBP",
    );
    expect((await preview(demoIds.yearly, "currency=EUR")).json()).toMatchObject({
      price: 7500,
      due_today: 100,
    });
    expect((await preview(randomUUID(), "country=DE")).statusCode).toBe(404);
  });

  it("renews a subscription in the currency it was bought in, whatever the creator prices later", async () => {
    const b = await kit.buyer();
    const bought = await buy(await b.headers(), demoIds.supporter, { currency: "GBP" });
    expect(bought.json()).toMatchObject({ amount: 1600, currency: "GBP" });
    // The creator now sells first in euros, raises the pound price and adds yen.
    await importCatalog(
      demo.database,
      catalogWithOptionPrices(demoIds.supporter, { price: 2100, currency: "EUR" }, [
        { currency: "GBP", price: 1900 },
        { currency: "JPY", price: 3000 },
      ]),
    );
    const sub = await kit.subscriptionOf(b, demoIds.supporter);
    kit.moveTo(sub.current_period_end as string);
    await kit.runDue();
    const after = await kit.history(b, demoIds.supporter);
    expect(after.history.orders.map((o) => [o.kind, o.amount, o.currency])).toEqual([
      ["renewal", 1600, "GBP"],
      ["purchase", 1600, "GBP"],
    ]);
    expect(after.subscription?.next_charge).toMatchObject({ amount: 1600, currency: "GBP" });
    // A new buyer pays the new prices.
    const later = await buy(await buyer(), demoIds.supporter, {});
    expect(later.json()).toMatchObject({ amount: 2100, currency: "EUR" });
  });

  describe("a switch keeps the subscription's currency", () => {
    // Earlier tests price the demo anew; each of these starts from the demo's own prices.
    beforeEach(async () => {
      await importCatalog(demo.database, demoCatalog());
    });
    const switchTo = async (headers: Record<string, string>, optionId: string, payload: object) =>
      demo.app.inject({
        method: "POST",
        url: `/api/purchase/switch/${optionId}`,
        headers: { ...headers, "idempotency-key": randomUUID() },
        payload,
      });
    const previewSwitch = async (headers: Record<string, string>, optionId: string) =>
      demo.app.inject({ url: `/api/purchase/switch/${optionId}`, headers });
    const poundSupporter = async () => {
      const b = await kit.buyer();
      const bought = await buy(await b.headers(), demoIds.supporter, { currency: "GBP" });
      expect(bought.json()).toMatchObject({ amount: 1600, currency: "GBP" });
      return b;
    };

    it("previews and charges a switch now in pounds, and renews in pounds after it", async () => {
      const b = await poundSupporter();
      // Ten days into the month, so the switch is prorated and follows the purchase in time.
      clock.advance(10 * 24 * 60 * 60);
      const headers = await b.headers();
      const own = await previewSwitch(headers, demoIds.supporter);
      expect(own.json()).toMatchObject({ pay_now: false, currency: "GBP", next_price: 1600 });
      const preview = await previewSwitch(headers, demoIds.yearly);
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json()).toMatchObject({ pay_now: true, currency: "GBP", next_price: 6500 });
      const shown = preview.json().prorate_amount as number;
      const switched = await switchTo(headers, demoIds.yearly, {
        pay_now: true,
        prorate_amount: shown,
      });
      expect(switched.statusCode, switched.body).toBe(200);
      const after = await kit.history(b, demoIds.yearly);
      expect(after.history.orders.map((o) => [o.kind, o.amount, o.currency])).toEqual([
        ["switch", shown, "GBP"],
        ["purchase", 1600, "GBP"],
      ]);
      expect(await chargeOf(after.history.orders[0]?.id as string)).toEqual({
        amount: shown,
        currency: "GBP",
      });
      expect(after.subscription?.next_charge).toMatchObject({ amount: 6500, currency: "GBP" });
    });

    it("takes a switch queued for the period's end at the option's price in pounds", async () => {
      const b = await poundSupporter();
      const queued = await switchTo(await b.headers(), demoIds.monthly, { pay_now: false });
      expect(queued.statusCode, queued.body).toBe(200);
      const sub = await kit.subscriptionOf(b, demoIds.supporter);
      kit.moveTo(sub.current_period_end as string);
      await kit.runDue();
      const after = await kit.history(b, demoIds.monthly);
      expect(after.history.orders[0]).toMatchObject({
        kind: "renewal",
        amount: 650,
        currency: "GBP",
      });
      expect(after.subscription?.next_charge).toMatchObject({ amount: 650, currency: "GBP" });
    });

    it("refuses, with a sentence, a switch to an option no longer sold in pounds", async () => {
      const b = await poundSupporter();
      await importCatalog(
        demo.database,
        catalogWithOptionPrices(demoIds.yearly, {}, [
          { currency: "EUR", price: 7500, trial_price: 100 },
        ]),
      );
      const headers = await b.headers();
      for (const response of [
        await previewSwitch(headers, demoIds.yearly),
        await switchTo(headers, demoIds.yearly, { pay_now: false }),
      ]) {
        expect(response.statusCode).toBe(422);
        expect(response.json().message).toBe(
          "Your subscription is paid in GBP, and this option is not sold in GBP; it is sold in USD, EUR. Choose an option sold in GBP.",
        );
      }
      expect((await kit.history(b, demoIds.supporter)).history.orders).toHaveLength(1);
    });
  });
});

describe.each(testDatabases())(
  "the price preview is the purchase's own figures, on $name",
  (kind) => {
    const clock = testClock(new Date("2027-03-10T10:00:00Z"));
    const demo = onDemoDatabase(kind, async ({ database }) =>
      buildSignInTestApp(database.db, clock),
    );
    const countries = ["DE", "FR", "NL", "IE", "GB", "US", "CA", "JP", "CH", "BH"];
    const options = demoCatalog().products.flatMap((product) => product.options);

    beforeAll(async () => {
      // A creator who adds VAT to the price, so every country's tax line differs.
      const { key } = await createPublisherKey(demo.database.db, {
        username: demoCatalog().publisher.username,
      });
      const response = await demo.app.inject({
        method: "PUT",
        url: "/api/publisher/tax",
        headers: { authorization: `Bearer ${key}` },
        payload: { tax: germanTaxSettings("exclusive") },
      });
      expect(response.statusCode, response.body).toBe(200);
    });

    it.each(options.map((option) => [option.title, option.id] as const))(
      "%s: for ten countries, the preview's currency, amount and tax line are the purchase's",
      async (_title, optionId) => {
        for (const country of countries) {
          const shown = await demo.app.inject({
            url: `/api/price-preview/${optionId}?country=${country}`,
          });
          expect(shown.statusCode, shown.body).toBe(200);
          const figures = shown.json();
          const { headers } = await signedInBuyer(demo.app, demo.database.db, demoIds.publisher);
          await saveTestCard(demo.app, headers, US_CARD);
          const bought = await demo.app.inject({
            method: "POST",
            url: `/api/purchase/product/${optionId}`,
            headers: { ...headers, "idempotency-key": randomUUID() },
            payload: {
              currency: figures.currency,
              country,
              country_confirmed: true,
              total: figures.due_today,
              ...(figures.custom_price ? { custom_price: figures.price } : {}),
            },
          });
          expect(bought.statusCode, `${country}: ${bought.body}`).toBe(200);
          expect(bought.json(), country).toMatchObject({
            amount: figures.due_today,
            currency: figures.currency,
            tax: figures.tax,
          });
        }
      },
    );
  },
);
