import { randomUUID } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect";
import { featureFlags, productOptions, products, publishers } from "../../db/schema";
import { exportCatalog } from "./export-catalog";
import { CatalogConflictError, importCatalog } from "./import-catalog";
import { InvalidCatalogError, loadCatalogFile } from "./load-catalog-file";

describe("loadCatalogFile", () => {
  it("lists every problem of an invalid file by its JSON path", async () => {
    const file = join(tmpdir(), `catalog-${randomUUID()}.json`);
    const catalog = demoCatalog() as unknown as Record<string, unknown> & {
      products: Array<{ options: Array<Record<string, unknown>> }>;
    };
    const firstOption = catalog.products[0]?.options[0];
    if (!firstOption) throw new Error("demo catalog has no option");
    firstOption.price = 12.5;
    firstOption.currency = "usd";
    await writeFile(file, JSON.stringify({ ...catalog, publisher: { id: "nope" } }));

    const error = await loadCatalogFile(file).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(InvalidCatalogError);
    const problems = (error as InvalidCatalogError).problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        "publisher.id: must be a UUID",
        "products.0.options.0.price: must be an integer number of minor units",
        "products.0.options.0.currency: must be a three-letter ISO 4217 code in capitals",
      ]),
    );
  });

  it("refuses a file that is not JSON with a readable reason", async () => {
    const file = join(tmpdir(), `catalog-${randomUUID()}.json`);
    await writeFile(file, "{ not json");
    await expect(loadCatalogFile(file)).rejects.toThrow(/is not a valid catalog/);
  });
});

describe.each(testDatabases())("importCatalog on $name", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it("writes the whole catalog, and a second import updates it in place", async () => {
    const catalog = demoCatalog();
    await importCatalog(database, catalog);
    const renamed = { ...catalog, publisher: { ...catalog.publisher, name: "Northwind Weekly" } };
    renamed.feature_flags = ["hide_summary_toggle"];

    const result = await importCatalog(database, renamed);

    expect(result).toMatchObject({ products: 3, options: 7, newsletters: 5, customFields: 9 });
    const [publisher] = await database.db
      .select()
      .from(publishers)
      .where(eq(publishers.id, demoIds.publisher));
    expect(publisher?.name).toBe("Northwind Weekly");
    const [options] = await database.db.select({ n: count() }).from(productOptions);
    expect(options?.n).toBe(7);
    const flags = await database.db.select().from(featureFlags);
    expect(flags.map((f) => f.name)).toEqual(["hide_summary_toggle"]);
  });

  it("carries the offers a store makes instead of a cancel, in and out (docs/decisions/182)", async () => {
    const catalog = demoCatalog();
    const cancel_flow = {
      reasons: ["Too expensive"],
      offer_pause: false,
      offer_switch: true,
      retention_offer: { percent_off: 40, renewals: 6 },
    };
    await importCatalog(database, { ...catalog, publisher: { ...catalog.publisher, cancel_flow } });
    const exported = await exportCatalog({ db: database.db }, demoIds.publisher);
    expect(exported?.publisher.cancel_flow).toEqual(cancel_flow);
    await importCatalog(database, catalog);
  });

  it("refuses ids that belong to another publisher and writes nothing", async () => {
    await importCatalog(database, demoCatalog());
    const intruder = demoCatalog();
    intruder.publisher = { ...intruder.publisher, id: randomUUID(), username: "intruder" };
    const firstProduct = intruder.products[0];
    if (!firstProduct) throw new Error("demo catalog has no product");
    firstProduct.title = "Hijacked";

    const error = await importCatalog(database, intruder).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(CatalogConflictError);
    expect((error as CatalogConflictError).problems).toContain(
      `products.0.id: id ${demoIds.membership} belongs to another publisher`,
    );
    const [intruderRow] = await database.db
      .select()
      .from(publishers)
      .where(eq(publishers.id, intruder.publisher.id));
    expect(intruderRow).toBeUndefined();
    const [product] = await database.db
      .select()
      .from(products)
      .where(eq(products.id, demoIds.membership));
    expect(product?.title).toBe("Northwind Membership");
  });

  it("refuses a username another publisher already has", async () => {
    await importCatalog(database, demoCatalog());
    const copycat = demoCatalog();
    copycat.publisher = { ...copycat.publisher, id: randomUUID() };
    copycat.products = [];
    copycat.custom_fields = [];
    copycat.newsletters = [];
    copycat.properties = [];
    copycat.products = [
      {
        id: randomUUID(),
        type: "pass",
        title: "A pass",
        translations: {},
        pledge_mode: false,
        match_type: null,
        product_label: null,
        custom_text: null,
        newsletter_ids: [],
        options: [
          {
            id: randomUUID(),
            type: "standard",
            title: "Day",
            translations: {},
            price: 500,
            currency: "USD",
            recurring: false,
            per_seat: false,
            interval: null,
            interval_quantity: 1,
            user_created: false,
            short_code: null,
            trial_interval: null,
            trial_quantity: null,
            trial_price: null,
            trial_currency: null,
            max_custom_price: null,
            prices: [],
            archived: false,
          },
        ],
      },
    ];

    await expect(importCatalog(database, copycat)).rejects.toThrow(
      /username: is taken by another publisher/,
    );
  });
});
