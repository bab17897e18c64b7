import { randomUUID } from "node:crypto";
import { type CatalogFile, catalogFileSchema } from "@creator-checkout/core/catalog";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { otherPublisherCatalog, testClock } from "@creator-checkout/testing/sign-in-helpers";
import { germanTaxSettings } from "@creator-checkout/testing/tax-catalog";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect";
import { exportCatalog } from "../domain/catalog/export-catalog";
import { importCatalog } from "../domain/catalog/import-catalog";
import { createPublisherKey } from "../domain/publisher-keys/create-publisher-key";
import { openStore } from "../domain/team/open-store";

// A store exported as a catalog file (docs/decisions/172): the file the import reads, so that
// export, then import into an empty database, makes the same store.

/** The demo catalog with every part a file can hold: flags, words in German, tax, coupons. */
function fullCatalog(): CatalogFile {
  const demo = demoCatalog();
  const [first, ...rest] = demo.products;
  if (!first) throw new Error("the demo catalog has products");
  return catalogFileSchema.parse({
    ...demo,
    publisher: {
      ...demo.publisher,
      contact_email: "owner@northwind.example",
      tax: germanTaxSettings(),
    },
    feature_flags: ["beta_page", "alpha_page"],
    products: [{ ...first, translations: { de: { title: "Mitgliedschaft" } } }, ...rest],
    coupons: [
      {
        id: "0b5b3f0e-6f1c-4c53-9d7e-5a2f36c1a001",
        name: "Launch",
        percent_off: 12.5,
        duration: "repeating",
        duration_in_months: 3,
        redeem_by: "2027-01-31T23:59:59.000Z",
        product_option_ids: [demoIds.monthly],
        codes: ["LAUNCH", "FRIENDS"],
      },
      {
        id: "0b5b3f0e-6f1c-4c53-9d7e-5a2f36c1a002",
        amounts_off: { USD: 200, EUR: 180 },
        minimum_amounts: { USD: 500 },
        codes: [],
      },
    ],
  });
}

/** A file's lists in id order, since a file's order of products carries no meaning. */
function byId(catalog: CatalogFile) {
  const sorted = <T extends { id: string }>(list: T[]) =>
    [...list].sort((a, b) => a.id.localeCompare(b.id));
  return {
    ...catalog,
    feature_flags: [...catalog.feature_flags].sort(),
    newsletters: sorted(catalog.newsletters),
    properties: sorted(catalog.properties),
    products: sorted(catalog.products).map((p) => ({
      ...p,
      newsletter_ids: [...p.newsletter_ids].sort(),
    })),
    custom_fields: sorted(catalog.custom_fields),
    coupons: sorted(catalog.coupons).map((c) => ({ ...c, codes: [...c.codes].sort() })),
  };
}

describe.each(testDatabases())("the store as a catalog file, on $name", (kind) => {
  const other = otherPublisherCatalog();
  const clock = testClock(new Date("2027-01-10T10:00:00Z"));
  const demo = onDemoDatabase(kind, async ({ database }) => {
    await importCatalog(database, fullCatalog());
    await importCatalog(database, other);
    return buildSignInTestApp(database.db, clock);
  });
  let empty: Database;
  let readKey: string;

  beforeAll(async () => {
    readKey = (
      await createPublisherKey(demo.database.db, {
        username: demoCatalog().publisher.username,
        scope: "read",
      })
    ).key;
    empty = await kind.open();
  });
  afterAll(async () => {
    await empty.close();
  });

  const exported = (key = readKey) =>
    demo.app.inject({
      url: "/api/publisher/catalog",
      headers: { authorization: `Bearer ${key}` },
    });

  it("answers what was imported, with a key that may only read", async () => {
    const response = await exported();
    expect(response.statusCode, response.body).toBe(200);
    const file = catalogFileSchema.parse(response.json());
    expect(byId(file)).toEqual(byId(fullCatalog()));
    // Options keep the file's order, the tie-break of equal prices on the page.
    const membership = file.products.find((p) => p.id === demoIds.membership);
    const imported = fullCatalog().products.find((p) => p.id === demoIds.membership);
    expect(membership?.options.map((o) => o.id)).toEqual(imported?.options.map((o) => o.id));
  });

  it("makes the same store when imported into an empty database", async () => {
    const file = catalogFileSchema.parse((await exported()).json());
    await importCatalog(empty, file);
    const again = await exportCatalog({ db: empty.db }, demoIds.publisher);
    expect(again).toEqual(file);
  });

  it("holds one store's rows alone: another creator's key exports its own", async () => {
    const { key } = await createPublisherKey(demo.database.db, {
      username: other.publisher.username,
    });
    const file = catalogFileSchema.parse((await exported(key)).json());
    expect(file.publisher.id).toBe(other.publisher.id);
    expect(byId(file).products.map((p) => p.id)).toEqual(byId(other).products.map((p) => p.id));
    expect(file.coupons).toEqual([]);
  });

  it("refuses a store with no products, with a sentence, and a caller with no key", async () => {
    const username = `empty-${randomUUID().slice(0, 8)}`;
    await openStore(
      { db: demo.database.db, clock, publicUrl: "http://checkout.test" },
      {
        username,
        name: "Empty",
        ownerEmail: `${username}@example.com`,
        ownerBy: new Date(clock.now().getTime() + 86_400_000),
        emailOwner: false,
      },
    );
    const { key } = await createPublisherKey(demo.database.db, { username });
    const response = await exported(key);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: "CATALOG_EMPTY",
      message:
        "This store has no products yet, and a catalog file names at least one. Add a product, then export again.",
    });
    const anonymous = await demo.app.inject({ url: "/api/publisher/catalog" });
    expect(anonymous.statusCode).toBe(401);
    const forged = await exported("ccpk_forged");
    expect(forged.statusCode).toBe(401);
  });
});
