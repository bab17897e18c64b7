import { readFileSync } from "node:fs";
import { catalogFileSchema } from "@creator-checkout/core/catalog";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { otherPublisherCatalog, testClock } from "@creator-checkout/testing/sign-in-helpers";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { publishers } from "../db/schema";
import { importCatalog } from "../domain/catalog/import-catalog";
import { createPublisherKey } from "../domain/publisher-keys/create-publisher-key";

const other = otherPublisherCatalog();

/** A Dutch creator under the One-Stop Shop, prices with the tax in. */
const dutchSettings = {
  registrations: [{ country: "eu", tax_id: "NL000099998B57" }],
  legal_name: "Northwind Studio B.V.",
  legal_address: {
    line1: "Keizersgracht 1",
    city: "Amsterdam",
    postal_code: "1015 CJ",
    country: "nl",
  },
  price_mode: "inclusive",
};

describe.each(testDatabases())("the creator's tax settings on $name", (kind) => {
  const clock = testClock(new Date("2026-12-01T10:00:00Z"));
  const demo = onDemoDatabase(kind, async ({ database }) => {
    await importCatalog(database, other);
    return buildSignInTestApp(database.db, clock);
  });
  let demoKey: string;
  let otherKey: string;

  beforeAll(async () => {
    const { db } = demo.database;
    demoKey = (await createPublisherKey(db, { username: demoCatalog().publisher.username })).key;
    otherKey = (await createPublisherKey(db, { username: other.publisher.username })).key;
  });

  const call = (method: "GET" | "PUT", payload?: unknown, key = demoKey) =>
    demo.app.inject({
      method,
      url: "/api/publisher/tax",
      headers: { authorization: `Bearer ${key}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it("collects none by default", async () => {
    const response = await call("GET");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ tax: null });
  });

  it("keeps the settings it is given, tidied as the catalog file's are, for that creator alone", async () => {
    const put = await call("PUT", { tax: dutchSettings });
    expect(put.statusCode, put.body).toBe(200);
    const expected = {
      registrations: [{ country: "EU", tax_id: "NL000099998B57" }],
      legal_name: "Northwind Studio B.V.",
      legal_address: {
        line1: "Keizersgracht 1",
        line2: null,
        city: "Amsterdam",
        postal_code: "1015 CJ",
        country: "NL",
      },
      price_mode: "inclusive",
    };
    expect(put.json()).toEqual({ tax: expected });
    expect((await call("GET")).json()).toEqual({ tax: expected });
    expect((await call("GET", undefined, otherKey)).json()).toEqual({ tax: null });

    const cleared = await call("PUT", { tax: null });
    expect(cleared.json()).toEqual({ tax: null });
    expect((await call("GET")).json()).toEqual({ tax: null });
  });

  it.each([
    { body: { tax: { ...dutchSettings, registrations: [] } }, says: /at least one registration/ },
    {
      body: {
        tax: { ...dutchSettings, registrations: [{ country: "DE", tax_id: "NL000099998B57" }] },
      },
      says: /is a VAT number of Netherlands, not of Germany/,
    },
    {
      body: { tax: { ...dutchSettings, price_mode: "sometimes" } },
      says: /price_mode is inclusive, exclusive or location/,
    },
    { body: { tax: { ...dutchSettings, vat_rate: 21 } }, says: /vat_rate: not a tax setting/ },
    { body: { tax: "on" }, says: /tax is \{ registrations/ },
    { body: {}, says: /./ },
  ])(
    "refuses settings a creator could not mean, with a sentence ($says)",
    async ({ body, says }) => {
      const response = await call("PUT", body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(says);
      expect((await call("GET")).json()).toEqual({ tax: null });
    },
  );

  it("keeps the settings docs/tax.md shows for PUT /api/publisher/tax, as they are written there", async () => {
    const doc = readFileSync(new URL("../../../../docs/tax.md", import.meta.url), "utf8");
    const afterPut = doc.slice(doc.indexOf("PUT /api/publisher/tax"));
    const example = /```json\n([\s\S]*?)```/.exec(afterPut)?.[1];
    expect(example, "docs/tax.md shows a body for PUT /api/publisher/tax").toBeDefined();
    const put = await call("PUT", JSON.parse(example ?? ""));
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().tax).toMatchObject({ legal_name: "Northwind Studio B.V." });
    await call("PUT", { tax: null });
  });

  it("answers 401 without a publisher key", async () => {
    const response = await demo.app.inject({ method: "GET", url: "/api/publisher/tax" });
    expect(response.statusCode).toBe(401);
  });

  it("imports the catalog file's publisher.tax, and a file without it collects none again", async () => {
    const catalog = demoCatalog();
    const withTax = catalogFileSchema.parse({
      ...catalog,
      publisher: { ...catalog.publisher, tax: dutchSettings },
    });
    await importCatalog(demo.database, withTax);
    const [row] = await demo.database.db
      .select({ tax: publishers.tax })
      .from(publishers)
      .where(eq(publishers.id, demoIds.publisher));
    expect(row?.tax).toMatchObject({ registrations: [{ country: "EU" }], price_mode: "inclusive" });
    expect((await call("GET")).json().tax).toMatchObject({ legal_name: "Northwind Studio B.V." });

    await importCatalog(demo.database, catalog);
    expect((await call("GET")).json()).toEqual({ tax: null });
  });
});
