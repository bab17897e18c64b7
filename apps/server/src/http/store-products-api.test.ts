import { randomUUID } from "node:crypto";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { otherPublisherCatalog, testClock } from "@creator-checkout/testing/sign-in-helpers";
import {
  newBuyerBuys,
  saveTestCard,
  signedInBuyer,
} from "@creator-checkout/testing/signed-in-buyer";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { productOptions, subscriptions } from "../db/schema";
import { importCatalog } from "../domain/catalog/import-catalog";
import { createPublisherKey } from "../domain/publisher-keys/create-publisher-key";

// A store's products made and changed through the API (docs/decisions/174).

type Reply = {
  product: { id: string; title: string; type: string; options: Array<Record<string, unknown>> };
  version: string;
  sold_option_ids: string[];
  coupon_option_ids: string[];
};

type Option = Record<string, unknown>;

/** A new product as the dashboard's form sends it: a monthly plan with a trial and a pass. */
function newProduct(id = randomUUID()) {
  return {
    id,
    type: "subscription",
    title: "Studio Club",
    options: [
      {
        id: randomUUID(),
        title: "Club monthly",
        price: 1200,
        currency: "USD",
        recurring: true,
        interval: "month",
        trial_interval: "week",
        trial_quantity: 1,
        prices: [{ currency: "EUR", price: 1100 }],
      },
      {
        id: randomUUID(),
        title: "Club yearly",
        price: 12000,
        currency: "USD",
        recurring: true,
        interval: "year",
      },
    ],
  };
}

describe.each(testDatabases())("a store's products on $name", (kind) => {
  const clock = testClock(new Date("2027-02-01T10:00:00Z"));
  const other = otherPublisherCatalog();
  const { username } = demoCatalog().publisher;
  const demo = onDemoDatabase(kind, async ({ database }) => {
    await importCatalog(database, other);
    return buildSignInTestApp(database.db, clock);
  });
  const keys = { read: "", write: "" };

  beforeAll(async () => {
    const { db } = demo.database;
    keys.read = (await createPublisherKey(db, { username, scope: "read" })).key;
    keys.write = (await createPublisherKey(db, { username, scope: "write" })).key;
  });

  const save = (
    product: { id: string; [field: string]: unknown },
    version: string | null,
    key = keys.write,
  ) =>
    demo.app.inject({
      method: "PUT",
      url: `/api/publisher/products/${product.id}`,
      headers: { authorization: `Bearer ${key}` },
      payload: { version, product },
    });
  const list = async (key = keys.read) => {
    const response = await demo.app.inject({
      url: "/api/publisher/products",
      headers: { authorization: `Bearer ${key}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { products: Reply[] }).products;
  };
  const read = async (id: string) => {
    const found = (await list()).find((entry) => entry.product.id === id);
    if (!found) throw new Error(`product ${id} is not listed`);
    return found;
  };
  const preview = (optionId: string, currency: string) =>
    demo.app.inject({ url: `/api/price-preview/${optionId}?currency=${currency}` });

  it("lists the catalog's products in its words, with versions, none sold yet", async () => {
    const products = await list();
    // One import makes them at one time; they are listed by that, then by id.
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect(products.map((entry) => entry.product)).toEqual(demoCatalog().products.sort(byId));
    for (const entry of products) {
      expect(entry.version).toMatch(/^[\w-]{22}$/);
      expect(entry.sold_option_ids).toEqual([]);
    }
  });

  it("makes a product the page sells at once, in the export and in each currency", async () => {
    const product = newProduct();
    const made = await save(product, null);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toEqual(await read(product.id));
    const [monthly, yearly] = product.options;
    const euros = await preview(String(monthly?.id), "EUR");
    expect(euros.statusCode, euros.body).toBe(200);
    expect(euros.json()).toMatchObject({ currency: "EUR", price: 1100 });
    expect((await preview(String(yearly?.id), "USD")).json()).toMatchObject({ price: 12000 });
    const exported = await demo.app.inject({
      url: "/api/publisher/catalog",
      headers: { authorization: `Bearer ${keys.read}` },
    });
    expect(exported.json().products.at(-1)).toMatchObject({ id: product.id, title: "Studio Club" });
  });

  it("changes a product: a new title, options reordered, one removed, a price raised", async () => {
    const product = newProduct();
    await save(product, null);
    const before = await read(product.id);
    const [monthly, yearly] = product.options as unknown as [Option, Option];
    const changed = await save(
      { ...product, title: "Studio Club Plus", options: [{ ...yearly, price: 15000 }] },
      before.version,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await read(product.id);
    expect(after.version).not.toBe(before.version);
    expect(after.product.title).toBe("Studio Club Plus");
    expect(after.product.options.map((option) => option.price)).toEqual([15000]);
    expect((await preview(String(yearly.id), "USD")).json()).toMatchObject({ price: 15000 });
    const removed = await demo.database.db
      .select()
      .from(productOptions)
      .where(eq(productOptions.id, String(monthly.id)));
    expect(removed).toEqual([]);
  });

  it("refuses what the catalog file refuses, with its sentences, and writes nothing", async () => {
    const product = newProduct();
    await save(product, null);
    const { version } = await read(product.id);
    const [monthly] = product.options as unknown as [Option];
    const refusals: Array<[object, RegExp]> = [
      [{ options: [{ ...monthly, interval: null }] }, /a recurring option needs an interval/],
      [{ options: [{ ...monthly, max_custom_price: 5000 }] }, /only an option without a price/],
      [{ options: [monthly, monthly] }, /repeats the id of an option before it/],
      [{ options: [] }, /options/],
      [
        { options: Array.from({ length: 51 }, () => ({ ...monthly, id: randomUUID() })) },
        /at most 50 options/,
      ],
      [{ options: [{ ...monthly, price: -1 }] }, /price/],
      [{ options: [{ ...monthly, currency: "usd" }] }, /three-letter ISO 4217 code in capitals/],
      [{ title: "" }, /title/],
      [{ type: "bundle" }, /type/],
    ];
    for (const [change, sentence] of refusals) {
      const response = await save({ ...product, ...change }, version);
      expect(response.statusCode, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(response.json().message).toMatch(sentence);
    }
    const elsewhere = await demo.app.inject({
      method: "PUT",
      url: `/api/publisher/products/${randomUUID()}`,
      headers: { authorization: `Bearer ${keys.write}` },
      payload: { version, product },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe("The product's id must be the one its address names.");
    const unknownNewsletter = await save({ ...product, newsletter_ids: [randomUUID()] }, version);
    expect(unknownNewsletter.statusCode).toBe(400);
    expect((await read(product.id)).version).toBe(version);
    // A newsletter named twice is linked once.
    const [newsletter] = demoCatalog().newsletters;
    const twice = await save(
      { ...product, newsletter_ids: [newsletter?.id, newsletter?.id] },
      version,
    );
    expect(twice.statusCode, twice.body).toBe(200);
    expect(twice.json().product.newsletter_ids).toEqual([newsletter?.id]);
  });

  it("never takes another store's product or option, nor another product's option", async () => {
    const [foreign] = other.products;
    if (!foreign) throw new Error("the other store has no product");
    const taken = await save({ ...newProduct(), id: foreign.id }, null);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe("CATALOG_CONFLICT");
    const product = newProduct();
    const foreignOption = { ...product.options[0], id: foreign.options[0]?.id };
    const optionTaken = await save({ ...product, options: [foreignOption] }, null);
    expect(optionTaken.statusCode).toBe(409);
    const ownOption = { ...product.options[0], id: demoIds.monthly };
    expect((await save({ ...product, options: [ownOption] }, null)).statusCode).toBe(409);
    const changedForeign = await save(foreign, "any-version");
    expect(changedForeign.statusCode).toBe(404);
    expect((await list()).some((entry) => entry.product.id === product.id)).toBe(false);
    const [untouched] = await demo.database.db
      .select({ product_id: productOptions.product_id })
      .from(productOptions)
      .where(eq(productOptions.id, demoIds.monthly));
    expect(untouched?.product_id).toBe(demoIds.membership);
  });

  it("lets a sold option's price change, keeping what subscribers renew at, but not its billing", async () => {
    const { bought } = await newBuyerBuys(demo.app, demo.database.db, demoIds.supporter);
    expect(bought.statusCode, bought.body).toBe(200);
    const entry = await read(demoIds.membership);
    expect(entry.sold_option_ids).toEqual([demoIds.supporter]);
    const withSupporter = (change: object) => ({
      ...entry.product,
      options: entry.product.options.map((option) =>
        option.id === demoIds.supporter ? { ...option, ...change } : option,
      ),
    });
    const billing = await save(withSupporter({ interval: "year" }), entry.version);
    expect(billing.statusCode).toBe(409);
    expect(billing.json()).toMatchObject({ error: "OPTION_SOLD" });
    expect(billing.json().message).toMatch(/^"Supporter" has been bought, so how it bills/);
    const kind = await save({ ...entry.product, type: "pass" }, entry.version);
    expect(kind.json()).toMatchObject({ error: "OPTION_SOLD" });
    const withoutSupporter = {
      ...entry.product,
      options: entry.product.options.filter((option) => option.id !== demoIds.supporter),
    };
    const removed = await save(withoutSupporter, entry.version);
    expect(removed.json()).toMatchObject({ error: "OPTION_IN_USE" });
    const priced = await save(withSupporter({ price: 2500 }), entry.version);
    expect(priced.statusCode, priced.body).toBe(200);
    const [subscription] = await demo.database.db
      .select({ renewal_amount: subscriptions.renewal_amount })
      .from(subscriptions)
      .where(eq(subscriptions.order_id, bought.json().order_id));
    expect(subscription?.renewal_amount).toBe(2000);
    expect((await preview(demoIds.supporter, "USD")).json()).toMatchObject({ price: 2500 });
  });

  it("never leaves a sale without its option when one is bought as a save removes it", async () => {
    const { headers } = await signedInBuyer(demo.app, demo.database.db);
    await saveTestCard(demo.app, headers);
    for (let round = 0; round < 5; round += 1) {
      const product = newProduct();
      await save(product, null);
      const { version } = await read(product.id);
      const [first, second] = product.options;
      const [bought, saved] = await Promise.all([
        demo.app.inject({
          method: "POST",
          url: `/api/purchase/product/${first?.id}`,
          headers: { ...headers, "idempotency-key": randomUUID() },
          payload: {},
        }),
        save({ ...product, options: [second] }, version),
      ]);
      expect(bought.statusCode, bought.body).toBeLessThan(500);
      expect(saved.statusCode, saved.body).toBeLessThan(500);
      // Exactly one wins: the sale keeps its option, or the option goes before anyone bought it.
      expect([bought.statusCode, saved.statusCode].filter((status) => status === 200)).toHaveLength(
        1,
      );
      const left = await demo.database.db
        .select()
        .from(productOptions)
        .where(eq(productOptions.id, String(first?.id)));
      expect(left).toHaveLength(bought.statusCode === 200 ? 1 : 0);
    }
  });

  it("lets a key that may only read read, and not change; a forged key neither", async () => {
    const entry = await read(demoIds.pass);
    expect((await save(entry.product, entry.version, keys.read)).statusCode).toBe(403);
    expect((await save(entry.product, entry.version, "ccpk_forged")).statusCode).toBe(401);
    const forged = await demo.app.inject({
      url: "/api/publisher/products",
      headers: { authorization: "Bearer ccpk_forged" },
    });
    expect(forged.statusCode).toBe(401);
  });

  it("writes one of sixty changes made from one reading, and one of sixty makings of one id", async () => {
    const entry = await read(demoIds.donation);
    const changes = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        save({ ...entry.product, title: `Tip jar ${n}` }, entry.version),
      ),
    );
    const statuses = changes.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(59);
    expect(changes.find((answer) => answer.statusCode === 409)?.json()).toEqual({
      error: "PRODUCT_CHANGED",
      message:
        "This product was changed since you opened it. Open it again to see what changed, then make your change again.",
    });
    const product = newProduct();
    const makings = await Promise.all(Array.from({ length: 60 }, () => save(product, null)));
    expect(makings.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(makings.filter((answer) => answer.statusCode === 409)).toHaveLength(59);
    expect((await read(product.id)).product.options).toHaveLength(2);
  });

  it("counts an import as a change: a reading from before it is stale", async () => {
    const entry = await read(demoIds.pass);
    const catalog = demoCatalog();
    await importCatalog(demo.database, {
      ...catalog,
      products: catalog.products.map((product) =>
        product.id === demoIds.pass ? { ...product, title: "Imported passes" } : product,
      ),
    });
    const response = await save({ ...entry.product, title: "After the import" }, entry.version);
    expect(response.statusCode).toBe(409);
  });
});
