import { randomUUID } from "node:crypto";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { startFakeVies } from "@creator-checkout/testing/fake-vies";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { testClock } from "@creator-checkout/testing/sign-in-helpers";
import { saveTestCard, signedInBuyer } from "@creator-checkout/testing/signed-in-buyer";
import { dutchTaxSettings, taxCatalog } from "@creator-checkout/testing/tax-catalog";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVies } from "../adapters/vies/vies";
import { orders, testProcessorCharges, webhookEvents } from "../db/schema";
import { importCatalog } from "../domain/catalog/import-catalog";
import { createPublisherKey } from "../domain/publisher-keys/create-publisher-key";
import { createWebhookEndpoint } from "../domain/webhooks/create-webhook-endpoint";

const US_CARD = "4242424242424242";
const GERMAN_CARD = "4000002760000016";
const DUTCH_CARD = "4000005280000002";

describe.each(testDatabases())("tax on a purchase, on $name", (kind) => {
  const clock = testClock(new Date("2026-12-01T10:00:00Z"));
  const { catalog, ids } = taxCatalog();
  let vies: Awaited<ReturnType<typeof startFakeVies>> | undefined;
  const demo = onDemoDatabase(kind, async ({ database }) => {
    await importCatalog(database, catalog);
    vies = await startFakeVies();
    return buildSignInTestApp(database.db, clock, { vies: createVies({ url: vies.url, clock }) });
  });
  afterAll(() => vies?.close());
  let key: string;

  beforeAll(async () => {
    key = (await createPublisherKey(demo.database.db, { username: catalog.publisher.username }))
      .key;
    // An endpoint, so that order events are written (docs/decisions/079).
    await createWebhookEndpoint(
      { db: demo.database.db, policy: { production: false, allowedHosts: [] } },
      { publisherId: ids.publisher, url: "http://127.0.0.1:9/hooks" },
    );
  });

  const settle = async (tax: object | null) => {
    const response = await demo.app.inject({
      method: "PUT",
      url: "/api/publisher/tax",
      headers: { authorization: `Bearer ${key}` },
      payload: { tax },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const buyer = async (card: string | null = US_CARD) => {
    const { headers } = await signedInBuyer(demo.app, demo.database.db, ids.publisher);
    if (card) await saveTestCard(demo.app, headers, card);
    return headers;
  };
  const buy = async (
    headers: Record<string, string>,
    optionId: string,
    body: object = {},
    idempotencyKey = randomUUID(),
  ) =>
    demo.app.inject({
      method: "POST",
      url: `/api/purchase/product/${optionId}`,
      headers: { ...headers, "idempotency-key": idempotencyKey },
      payload: body,
    });
  const orderRow = async (id: string) => {
    const [row] = await demo.database.db.select().from(orders).where(eq(orders.id, id));
    return row;
  };
  const paidEventOf = async (orderId: string) => {
    const [event] = await demo.database.db
      .select({ payload: webhookEvents.payload })
      .from(webhookEvents)
      .where(eq(webhookEvents.resource_id, orderId));
    return JSON.parse(event?.payload ?? "{}").data;
  };
  const chargedFor = async (orderId: string) => {
    const [row] = await demo.database.db
      .select({ amount: testProcessorCharges.amount, currency: testProcessorCharges.currency })
      .from(testProcessorCharges)
      .where(eq(testProcessorCharges.idempotency_key, `order:${orderId}`));
    return row;
  };

  describe("without tax settings", () => {
    it("charges exactly the price, records no tax, and reads nothing the buyer says of it", async () => {
      await settle(null);
      const response = await buy(await buyer(GERMAN_CARD), ids.euroTip, {
        country: "FR",
        vat_number: "DE129273398",
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ status: "paid", amount: 1000, tax: null });
      const order = await orderRow(response.json().order_id);
      expect(order).toMatchObject({
        amount: 1000,
        tax_net_amount: null,
        tax_amount: null,
        tax_treatment: null,
        stated_country: null,
        card_country: null,
        buyer_vat_number: null,
      });
      expect(await chargedFor(order?.id ?? "")).toEqual({ amount: 1000, currency: "EUR" });
      expect(await paidEventOf(order?.id ?? "")).not.toHaveProperty("tax");
    });
  });

  describe("a Dutch creator under the One-Stop Shop", () => {
    it("keeps an inclusive price and records the German VAT inside it, with both pieces of evidence", async () => {
      await settle(dutchTaxSettings("inclusive"));
      const response = await buy(await buyer(GERMAN_CARD), ids.euroTip, { country: "de" });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        status: "paid",
        amount: 1000,
        currency: "EUR",
        tax: {
          net_amount: 840,
          tax_amount: 160,
          rate: 1900,
          country: "DE",
          treatment: "taxed",
          inclusive: true,
          label: "incl. VAT 19%",
        },
      });
      const order = await orderRow(response.json().order_id);
      expect(order).toMatchObject({
        amount: 1000,
        tax_net_amount: 840,
        tax_amount: 160,
        tax_rate: 1900,
        tax_country: "DE",
        tax_treatment: "taxed",
        tax_inclusive: true,
        stated_country: "DE",
        card_country: "DE",
        countries_agreed: true,
        buyer_vat_number: null,
      });
      expect(await chargedFor(order?.id ?? "")).toEqual({ amount: 1000, currency: "EUR" });
    });

    it("adds the tax to an exclusive price, and charges the gross", async () => {
      await settle(dutchTaxSettings("exclusive"));
      const response = await buy(await buyer(GERMAN_CARD), ids.euroTip, {
        country: "DE",
        total: 1190,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        amount: 1190,
        tax: { net_amount: 1000, tax_amount: 190, label: "VAT 19% (Germany)", inclusive: false },
      });
      expect(await chargedFor(response.json().order_id)).toEqual({ amount: 1190, currency: "EUR" });
      expect(await paidEventOf(response.json().order_id)).toMatchObject({
        amount: 1190,
        tax: {
          net_amount: 1000,
          tax_amount: 190,
          rate: 1900,
          country: "DE",
          treatment: "taxed",
          inclusive: false,
        },
      });
    });

    it.each([
      // 150 × 19 % = 28.5 yen: half a yen rounds away from zero.
      { mode: "exclusive", option: "yenTip", currency: "JPY", net: 150, tax: 29, gross: 179 },
      // 150 × 19 / 119 = 23.95 yen.
      { mode: "inclusive", option: "yenTip", currency: "JPY", net: 126, tax: 24, gross: 150 },
      // 1.234 BHD × 19 % = 0.23446: to the fils.
      { mode: "exclusive", option: "dinarTip", currency: "BHD", net: 1234, tax: 234, gross: 1468 },
      // 1.234 BHD × 19 / 119 = 0.19702.
      { mode: "inclusive", option: "dinarTip", currency: "BHD", net: 1037, tax: 197, gross: 1234 },
    ] as const)(
      "rounds the tax to one minor unit of $currency ($mode: $net + $tax = $gross)",
      async ({ mode, option, currency, net, tax, gross }) => {
        await settle(dutchTaxSettings(mode));
        const response = await buy(await buyer(GERMAN_CARD), ids[option], {
          country: "DE",
          total: gross,
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toMatchObject({
          amount: gross,
          currency,
          tax: { net_amount: net, tax_amount: tax },
        });
        expect(await chargedFor(response.json().order_id)).toEqual({ amount: gross, currency });
      },
    );

    it("asks the buyer to confirm a stated country their card disagrees with, writing nothing, then accepts it confirmed", async () => {
      await settle(dutchTaxSettings("exclusive"));
      const headers = await buyer(US_CARD);
      const before = await demo.database.db.select({ n: sql<number>`count(*)::int` }).from(orders);

      const refused = await buy(headers, ids.euroTip, { country: "DE" });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toEqual({
        error: "COUNTRY_CONFIRMATION_REQUIRED",
        message:
          "Your card was issued in the United States, but you said you are in Germany. Confirm that you are in Germany, or choose the country you are in.",
      });
      const after = await demo.database.db.select({ n: sql<number>`count(*)::int` }).from(orders);
      expect(after).toEqual(before);

      const confirmed = await buy(headers, ids.euroTip, {
        country: "DE",
        country_confirmed: true,
        total: 1190,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toMatchObject({ amount: 1190, tax: { country: "DE" } });
      expect(await orderRow(confirmed.json().order_id)).toMatchObject({
        stated_country: "DE",
        card_country: "US",
        countries_agreed: false,
        tax_country: "DE",
      });
    });

    it("lists the order's tax and evidence to its creator, in the API and the CSV export", async () => {
      await settle(dutchTaxSettings("exclusive"));
      const bought = await buy(await buyer(US_CARD), ids.euroTip, {
        country: "DE",
        country_confirmed: true,
        total: 1190,
      });
      const orderId = bought.json().order_id;
      const headers = { authorization: `Bearer ${key}` };
      const listed = await demo.app.inject({ url: "/api/publisher/orders", headers });
      expect(listed.statusCode, listed.body).toBe(200);
      const order = listed.json().data.find((o: { id: string }) => o.id === orderId);
      expect(order.tax).toEqual({
        net_amount: 1000,
        tax_amount: 190,
        rate: 1900,
        country: "DE",
        treatment: "taxed",
        inclusive: false,
        label: "VAT 19% (Germany)",
        stated_country: "DE",
        card_country: "US",
        countries_agreed: false,
        vat_number: null,
        vies_checked_at: null,
        vies_request_id: null,
      });
      const csv = await demo.app.inject({ url: "/api/publisher/orders?format=csv", headers });
      const row = csv.body.split("\n").find((line) => line.startsWith(orderId));
      expect(row).toMatch(/,1000,190,1900,DE,taxed,DE,US,false,,,,\r?$/);
    });

    it("takes the card's country as the one piece when the buyer states none", async () => {
      await settle(dutchTaxSettings("inclusive"));
      const response = await buy(await buyer(DUTCH_CARD), ids.euroTip);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().tax).toMatchObject({
        country: "NL",
        rate: 2100,
        label: "incl. VAT 21%",
      });
      expect(await orderRow(response.json().order_id)).toMatchObject({
        stated_country: null,
        card_country: "NL",
        countries_agreed: false,
      });
    });

    it("reverse-charges a German business with a valid VAT number, charging the price alone", async () => {
      await settle(dutchTaxSettings("exclusive"));
      const response = await buy(await buyer(GERMAN_CARD), ids.euroTip, {
        country: "DE",
        vat_number: "de 129 273 398",
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        amount: 1000,
        tax: {
          net_amount: 1000,
          tax_amount: 0,
          rate: 0,
          treatment: "reverse_charge",
          label: "Reverse charge",
        },
      });
      expect(await orderRow(response.json().order_id)).toMatchObject({
        buyer_vat_number: "DE129273398",
        tax_treatment: "reverse_charge",
      });
    });

    it("taxes a Dutch business as at home: the seller's own country is never reverse-charged", async () => {
      await settle(dutchTaxSettings("exclusive"));
      const response = await buy(await buyer(DUTCH_CARD), ids.euroTip, {
        country: "NL",
        vat_number: "NL000099998B57",
        total: 1210,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        amount: 1210,
        tax: { treatment: "taxed", rate: 2100 },
      });
    });

    it("charges a US buyer the price alone under location pricing where the creator is not registered", async () => {
      await settle(dutchTaxSettings("location"));
      const response = await buy(await buyer(US_CARD), ids.euroTip, { country: "US" });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        amount: 1000,
        tax: { treatment: "not_registered", inclusive: false, tax_amount: 0, label: null },
      });
    });

    it("taxes a promotion code's discounted amount, not the list price", async () => {
      await settle(dutchTaxSettings("exclusive"));
      const coupon = await demo.app.inject({
        method: "POST",
        url: "/api/publisher/coupons",
        headers: { authorization: `Bearer ${key}` },
        payload: { percent_off: 50, duration: "once", code: `HALF${randomUUID().slice(0, 6)}` },
      });
      expect(coupon.statusCode, coupon.body).toBe(201);
      const response = await buy(await buyer(GERMAN_CARD), ids.euroTip, {
        country: "DE",
        promotion_code: coupon.json().codes[0].code,
        total: 595,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        amount: 595,
        tax: { net_amount: 500, tax_amount: 95 },
      });
      expect(await orderRow(response.json().order_id)).toMatchObject({ discount_amount: 500 });
    });

    it("answers a repeated request with the first order, and refuses the key with another country", async () => {
      await settle(dutchTaxSettings("exclusive"));
      const headers = await buyer(GERMAN_CARD);
      const idempotencyKey = randomUUID();
      const first = await buy(headers, ids.euroTip, { country: "DE", total: 1190 }, idempotencyKey);
      const again = await buy(headers, ids.euroTip, { country: "DE", total: 1190 }, idempotencyKey);
      expect(again.json()).toEqual(first.json());
      const other = await buy(
        headers,
        ids.euroTip,
        { country: "AT", country_confirmed: true, total: 1200 },
        idempotencyKey,
      );
      expect(other.statusCode).toBe(422);
      expect(other.json().error).toBe("IDEMPOTENCY_KEY_REUSED");
    });

    it("answers a repeat with its first order even after the buyer's default card changed country", async () => {
      await settle(dutchTaxSettings("exclusive"));
      const headers = await buyer(GERMAN_CARD);
      const idempotencyKey = randomUUID();
      const first = await buy(headers, ids.euroTip, { country: "DE", total: 1190 }, idempotencyKey);
      expect(first.statusCode, first.body).toBe(200);
      const american = await saveTestCard(demo.app, headers, US_CARD);
      const madeDefault = await demo.app.inject({
        method: "PUT",
        url: "/api/me/payment",
        headers,
        payload: { source_id: american.id },
      });
      expect(madeDefault.statusCode, madeDefault.body).toBe(200);

      const again = await buy(headers, ids.euroTip, { country: "DE", total: 1190 }, idempotencyKey);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual(first.json());
      const fresh = await buy(headers, ids.euroTip, { country: "DE", total: 1190 });
      expect(fresh.statusCode).toBe(409);
    });

    it.each([
      { body: { country: "Germany" }, status: 400, says: /two-letter ISO code/ },
      { body: { country: 49 }, status: 400, says: /two-letter ISO code/ },
      { body: { country: ["DE"] }, status: 400, says: /two-letter ISO code/ },
      { body: { country: "DE", country_confirmed: "yes" }, status: 400, says: /true or false/ },
      { body: { country: "DE", vat_number: "9".repeat(10_000) }, status: 400, says: /at most 32/ },
      { body: { country: "DE", vat_number: 129273398 }, status: 400, says: /EU VAT number/ },
      {
        body: { country: "DE", vat_number: "NL123456789B01" },
        status: 422,
        says: /EU VAT number with its country prefix/,
      },
      { body: { country: "DE", vat_number: "GB980780684" }, status: 422, says: /EU VAT number/ },
    ])("answers $body with $status and a sentence", async ({ body, status, says }) => {
      await settle(dutchTaxSettings("exclusive"));
      const response = await buy(await buyer(GERMAN_CARD), ids.euroTip, body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toMatch(says);
    });

    it("charges a pass once however many purchases of it race, with their tax", async () => {
      await settle(dutchTaxSettings("exclusive"));
      const headers = await buyer(GERMAN_CARD);
      const sameKey = randomUUID();
      const attempts = await Promise.all([
        ...Array.from({ length: 10 }, () => buy(headers, ids.pass, { country: "DE", total: 1190 })),
        ...Array.from({ length: 10 }, () =>
          buy(headers, ids.pass, { country: "DE", total: 1190 }, sameKey),
        ),
      ]);
      const paid = attempts.filter((response) => response.statusCode === 200);
      const paidOrders = new Set(paid.map((response) => response.json().order_id));
      expect(paidOrders.size).toBe(1);
      for (const response of attempts) {
        if (response.statusCode !== 200) {
          expect(response.statusCode, response.body).toBe(409);
          expect(["ALREADY_SUBSCRIBED", "PURCHASE_IN_PROGRESS"]).toContain(response.json().error);
        }
      }
      const [orderId] = [...paidOrders];
      const charges = await demo.database.db
        .select({ amount: testProcessorCharges.amount })
        .from(testProcessorCharges)
        .innerJoin(orders, eq(testProcessorCharges.idempotency_key, sql`'order:' || ${orders.id}`))
        .where(eq(orders.product_option_id, ids.pass));
      expect(charges).toEqual([{ amount: 1190 }]);
      expect(await orderRow(orderId)).toMatchObject({ amount: 1190, tax_amount: 190 });
    });

    it("charges nothing the buyer was not shown: an added tax needs the total in the request", async () => {
      await settle(dutchTaxSettings("exclusive"));
      const headers = await buyer(GERMAN_CARD);
      const orderCount = () =>
        demo.database.db.select({ n: sql<number>`count(*)::int` }).from(orders);
      const before = await orderCount();
      for (const total of [undefined, 1000, 1189]) {
        const refused = await buy(headers, ids.euroTip, { country: "DE", total });
        expect(refused.statusCode, refused.body).toBe(409);
        expect(refused.json()).toEqual({
          error: "TAX_TOTAL_NOT_SHOWN",
          message:
            "VAT 19% (Germany) is added to this price, 1190 in minor units in all. Show the buyer the total with its tax and send it as total.",
        });
      }
      expect(await orderCount()).toEqual(before);
      const paid = await buy(headers, ids.euroTip, { country: "DE", total: 1190 });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(await chargedFor(paid.json().order_id)).toEqual({ amount: 1190, currency: "EUR" });
      // An inclusive price is the total: nothing more is asked.
      await settle(dutchTaxSettings("inclusive"));
      const inclusive = await buy(await buyer(GERMAN_CARD), ids.euroTip, { country: "DE" });
      expect(inclusive.statusCode, inclusive.body).toBe(200);
    });

    it("asks for the buyer's country when neither they nor their card name one", async () => {
      await settle(dutchTaxSettings("exclusive"));
      const headers = await buyer(null);
      const response = await buy(headers, ids.euroTip);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ error: "COUNTRY_REQUIRED" });
    });
  });

  describe("the quote before paying", () => {
    const quote = (optionId: string, body: object, publisherId: string = ids.publisher) =>
      demo.app.inject({
        method: "POST",
        url: `/api/purchase/tax-quote/${optionId}`,
        headers: { publisherid: publisherId },
        payload: body,
      });

    it("gives the purchase's own figures, and writes nothing", async () => {
      await settle(dutchTaxSettings("exclusive"));
      const before = await demo.database.db.select({ n: sql<number>`count(*)::int` }).from(orders);
      const quoted = await quote(ids.euroTip, { country: "DE" });
      expect(quoted.statusCode, quoted.body).toBe(200);
      expect(quoted.json()).toEqual({
        amount: 1190,
        currency: "EUR",
        tax: {
          net_amount: 1000,
          tax_amount: 190,
          rate: 1900,
          country: "DE",
          treatment: "taxed",
          inclusive: false,
          label: "VAT 19% (Germany)",
        },
      });
      expect(await demo.database.db.select({ n: sql<number>`count(*)::int` }).from(orders)).toEqual(
        before,
      );
      const bought = await buy(await buyer(GERMAN_CARD), ids.euroTip, {
        country: "DE",
        total: quoted.json().amount,
      });
      expect(bought.json()).toMatchObject({ amount: 1190, tax: quoted.json().tax });
    });

    it("quotes a business's reverse charge and a buyer's own amount", async () => {
      await settle(dutchTaxSettings("inclusive"));
      const business = await quote(ids.euroTip, { country: "BE", vat_number: "BE0411905847" });
      expect(business.json()).toMatchObject({
        amount: 1000,
        tax: { treatment: "reverse_charge", label: "Reverse charge" },
      });
      const own = await quote(ids.ownAmount, { country: "FI", custom_price: 2000 });
      expect(own.json()).toMatchObject({
        amount: 2000,
        tax: { net_amount: 1594, tax_amount: 406, rate: 2550, label: "incl. VAT 25.5%" },
      });
    });

    it("quotes a promotion code's discounted amount, the very total its purchase charges", async () => {
      await settle(dutchTaxSettings("exclusive"));
      const coupon = await demo.app.inject({
        method: "POST",
        url: "/api/publisher/coupons",
        headers: { authorization: `Bearer ${key}` },
        payload: { percent_off: 50, duration: "once", code: `QUOTE${randomUUID().slice(0, 6)}` },
      });
      expect(coupon.statusCode, coupon.body).toBe(201);
      const code = coupon.json().codes[0].code;
      const quoted = await quote(ids.euroTip, { country: "DE", promotion_code: code });
      expect(quoted.statusCode, quoted.body).toBe(200);
      expect(quoted.json()).toMatchObject({
        amount: 595,
        tax: { net_amount: 500, tax_amount: 95, label: "VAT 19% (Germany)" },
      });
      const bought = await buy(await buyer(GERMAN_CARD), ids.euroTip, {
        country: "DE",
        promotion_code: code,
        total: quoted.json().amount,
      });
      expect(bought.statusCode, bought.body).toBe(200);
      expect(bought.json()).toMatchObject({ amount: 595, tax: quoted.json().tax });
    });

    it("refuses a code that does not apply as the code check does, and quotes nothing", async () => {
      await settle(dutchTaxSettings("exclusive"));
      const quoted = await quote(ids.euroTip, { country: "DE", promotion_code: "NO-SUCH-CODE" });
      expect(quoted.statusCode, quoted.body).toBe(422);
      const checked = await demo.app.inject({
        method: "POST",
        url: `/api/purchase/promotion-code/${ids.euroTip}`,
        headers: { publisherid: ids.publisher },
        payload: { code: "NO-SUCH-CODE" },
      });
      expect(quoted.json()).toEqual(checked.json());
    });

    it("quotes the price alone where the creator collects no tax", async () => {
      await settle(null);
      const quoted = await quote(ids.yenTip, { country: "DE" });
      expect(quoted.json()).toEqual({ amount: 150, currency: "JPY", tax: null });
    });

    it.each([
      { body: {}, status: 400, says: /two-letter ISO code/ },
      { body: { country: "DEU" }, status: 400, says: /two-letter ISO code/ },
      { body: { country: "DE", vat_number: "x".repeat(5000) }, status: 400, says: /at most 32/ },
      { body: { country: "DE", vat_number: "DE000000000" }, status: 422, says: /EU VAT number/ },
      { body: { country: "DE", custom_price: 10.5 }, status: 400, says: /whole number/ },
      { body: { country: "DE", custom_price: 5 }, status: 400, says: /fixed price/ },
    ])("answers $body with $status and a sentence", async ({ body, status, says }) => {
      await settle(dutchTaxSettings("exclusive"));
      const response = await quote(ids.euroTip, body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toMatch(says);
    });

    it("knows no option of another creator", async () => {
      const response = await quote(ids.euroTip, { country: "DE" }, randomUUID());
      expect(response.statusCode).toBe(404);
    });
  });
});
