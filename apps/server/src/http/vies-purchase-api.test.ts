import { randomUUID } from "node:crypto";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { startFakeVies } from "@creator-checkout/testing/fake-vies";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { testClock } from "@creator-checkout/testing/sign-in-helpers";
import { saveTestCard, signedInBuyer } from "@creator-checkout/testing/signed-in-buyer";
import { dutchTaxSettings, taxCatalog } from "@creator-checkout/testing/tax-catalog";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createVies } from "../adapters/vies/vies";
import { orders, testProcessorCharges } from "../db/schema";
import { importCatalog } from "../domain/catalog/import-catalog";

const GERMAN_CARD = "4000002760000016";
const FRENCH_CARD = "4000002500000003";
// Well-formed (jsvat passes them), but VIES's stand-in knows the first as registered only.
const REGISTERED = "DE129273398";
const UNREGISTERED = "DE136695976";
const TIMEOUT_MS = 300;

describe.each(testDatabases())("VAT numbers checked with VIES, on $name", (kind) => {
  const clock = testClock(new Date("2026-12-01T10:00:00Z"));
  const { catalog, ids } = taxCatalog(dutchTaxSettings("exclusive"));
  let vies: Awaited<ReturnType<typeof startFakeVies>>;
  const demo = onDemoDatabase(kind, async ({ database }) => {
    await importCatalog(database, catalog);
    vies = await startFakeVies({ slowMs: TIMEOUT_MS * 10 });
    return buildSignInTestApp(database.db, clock, {
      vies: createVies({ url: vies.url, clock, timeoutMs: TIMEOUT_MS }),
    });
  });
  afterEach(() => vies.setMode("up"));
  afterAll(() => vies?.close());

  const buy = async (card: string, body: object) => {
    const { headers } = await signedInBuyer(demo.app, demo.database.db, ids.publisher);
    await saveTestCard(demo.app, headers, card);
    return demo.app.inject({
      method: "POST",
      url: `/api/purchase/product/${ids.euroTip}`,
      headers: { ...headers, "idempotency-key": randomUUID() },
      payload: body,
    });
  };
  const orderRow = async (id: string) => {
    const [row] = await demo.database.db.select().from(orders).where(eq(orders.id, id));
    return row;
  };
  const ordersOfOption = async () =>
    (await demo.database.db.select().from(orders)).filter(
      (order) => order.product_option_id === ids.euroTip,
    ).length;
  const chargesCount = async () =>
    (await demo.database.db.select().from(testProcessorCharges)).length;

  it("reverse-charges a number VIES knows, and keeps its consultation number and date", async () => {
    const response = await buy(GERMAN_CARD, { country: "DE", vat_number: REGISTERED });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: "paid",
      amount: 1000,
      tax: { treatment: "reverse_charge", tax_amount: 0, vat_number_verified: true },
    });
    expect(await orderRow(response.json().order_id)).toMatchObject({
      buyer_vat_number: REGISTERED,
      buyer_vat_verified: true,
      vies_checked_at: clock.now(),
      vies_request_id: expect.stringMatching(/^WAPI/),
    });
    // The creator's own number goes with it, so that VIES gives a consultation number.
    expect(vies.requests().at(-1)?.body).toEqual({
      countryCode: "DE",
      vatNumber: "129273398",
      requesterMemberStateCode: "NL",
      requesterNumber: "000099998B57",
    });
  });

  it("refuses a number VIES does not know, with a sentence for the field, writing and charging nothing", async () => {
    const [ordersBefore, chargesBefore] = [await ordersOfOption(), await chargesCount()];
    const response = await buy(GERMAN_CARD, {
      country: "DE",
      vat_number: UNREGISTERED,
      total: 1190,
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({
      error: "VAT_NUMBER_NOT_REGISTERED",
      fields: { vat_number: expect.stringMatching(/VIES/) },
    });
    expect(await ordersOfOption()).toBe(ordersBefore);
    expect(await chargesCount()).toBe(chargesBefore);
  });

  it.each([
    ["busy", "busy"],
    ["down", "down"],
    ["too slow to answer", "slow"],
  ] as const)(
    "taxes the sale as a consumer's when VIES is %s, keeping the number as unverified",
    async (_, mode) => {
      vies.setMode(mode);
      const started = performance.now();
      const response = await buy(FRENCH_CARD, {
        country: "FR",
        vat_number: "FR40303265045",
        total: 1200,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(performance.now() - started).toBeLessThan(TIMEOUT_MS * 5);
      expect(response.json()).toMatchObject({
        status: "paid",
        amount: 1200,
        tax: { treatment: "taxed", rate: 2000, tax_amount: 200, vat_number_verified: false },
      });
      expect(await orderRow(response.json().order_id)).toMatchObject({
        tax_treatment: "taxed",
        buyer_vat_number: "FR40303265045",
        buyer_vat_verified: false,
        vies_checked_at: clock.now(),
        vies_request_id: null,
      });
    },
  );

  it("quotes by VIES's answer as the purchase does", async () => {
    const quote = (body: object) =>
      demo.app.inject({
        method: "POST",
        url: `/api/purchase/tax-quote/${ids.euroTip}`,
        headers: { publisherid: ids.publisher },
        payload: body,
      });
    const known = await quote({ country: "BE", vat_number: "BE0411905847" });
    expect(known.json()).toMatchObject({ amount: 1000, tax: { treatment: "reverse_charge" } });
    const unknown = await quote({ country: "DE", vat_number: UNREGISTERED });
    expect(unknown.statusCode, unknown.body).toBe(422);
    expect(unknown.json().error).toBe("VAT_NUMBER_NOT_REGISTERED");
    vies.setMode("down");
    const unchecked = await quote({ country: "IT", vat_number: "IT00743110157" });
    expect(unchecked.json()).toMatchObject({
      amount: 1220,
      tax: { treatment: "taxed", vat_number_verified: false },
    });
  });

  const quoteFrom = (ip: string, vatNumber: string, app = demo.app) =>
    app.inject({
      method: "POST",
      url: `/api/purchase/tax-quote/${ids.euroTip}`,
      headers: { publisherid: ids.publisher },
      payload: { country: "DE", vat_number: vatNumber },
      remoteAddress: ip,
    });
  /** A German VAT number whose check digit is right, so its format passes and VIES is asked. */
  const germanNumber = (serial: number) => {
    const digits = String(serial).padStart(8, "0");
    let product = 10;
    for (const digit of digits) {
      const sum = (Number(digit) + product) % 10 || 10;
      product = (2 * sum) % 11;
    }
    return `DE${digits}${(11 - product) % 10}`;
  };

  it("asks VIES once for 30 quotes of one number sent at once by someone not signed in", async () => {
    const asked = vies.requests().length;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => quoteFrom(`198.51.100.${i + 1}`, "DE200000005")),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(422));
    expect(vies.requests().length - asked).toBe(1);
    // The refusal is kept too: asked again, VIES is not.
    expect((await quoteFrom("198.51.100.31", "DE200000005")).statusCode).toBe(422);
    expect(vies.requests().length - asked).toBe(1);
  });

  it("asks VIES at most 20 numbers an hour from one network, and says so past them", async () => {
    const ip = "198.51.100.77";
    const asked = vies.requests().length;
    const statuses: number[] = [];
    for (let serial = 0; serial < 25; serial++) {
      statuses.push((await quoteFrom(ip, germanNumber(30_000_000 + serial))).statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(422));
    expect(statuses.slice(20)).toEqual(Array(5).fill(429));
    expect(vies.requests().length - asked).toBe(20);
    const refused = await quoteFrom(ip, germanNumber(30_000_100));
    expect(refused.json()).toEqual({
      error: "TOO_MANY_REQUESTS",
      message:
        "Too many VAT numbers were checked from your network. Please try again in an hour, or buy without a VAT number.",
    });
    expect(refused.headers["retry-after"]).toBe("3600");
    // A number already answered is answered from what was kept, and another network still asks.
    expect((await quoteFrom(ip, germanNumber(30_000_000))).statusCode).toBe(422);
    expect((await quoteFrom("198.51.100.78", germanNumber(30_000_100))).statusCode).toBe(422);
  });

  it("asks VIES one number at most 10 times an hour, however many processes ask", async () => {
    const number = germanNumber(40_000_000);
    const statuses: number[] = [];
    for (let process = 0; process < 12; process++) {
      // Each process keeps its own answers; the database counts for all of them.
      const app = await buildSignInTestApp(demo.database.db, clock, {
        vies: createVies({ url: vies.url, clock, timeoutMs: TIMEOUT_MS }),
      });
      const answer = await quoteFrom(`198.51.100.${120 + process}`, number, app);
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) {
        expect(answer.json().message).toBe(
          "This VAT number was checked too often in the last hour. Please try again later, or buy without a VAT number.",
        );
      }
      await app.close();
    }
    expect(statuses).toEqual([...Array(10).fill(422), 429, 429]);
  });

  it("leaves VIES alone unless the server is given it, taxing the sale as a consumer's", async () => {
    const app = await buildSignInTestApp(demo.database.db, clock);
    const asked = vies.requests().length;
    const quote = await quoteFrom("198.51.100.200", REGISTERED, app);
    await app.close();
    expect(quote.json()).toMatchObject({
      amount: 1190,
      tax: { treatment: "taxed", vat_number_verified: false },
    });
    expect(vies.requests().length).toBe(asked);
  });

  it("never sends VIES what is not a well-formed number, nor anywhere but its one address", async () => {
    const asked = vies.requests().length;
    for (const hostile of [
      "DE129273398/../../admin",
      "DE12927339?8",
      "DE129273398#x",
      "DE%2e%2e%2f",
      "DE\u0000129273398",
      "DE129273398\r\nX-Injected: 1",
    ]) {
      const response = await buy(GERMAN_CARD, { country: "DE", vat_number: hostile });
      expect(response.statusCode, hostile).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, hostile).toBeLessThan(500);
    }
    expect(vies.requests().length).toBe(asked);
    expect(vies.requests().every((request) => request.path === "/check-vat-number")).toBe(true);
  });
});
