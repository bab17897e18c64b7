import { buildTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { type TestDatabaseKind, testDatabases } from "@creator-checkout/testing/test-databases";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database, Db } from "../db/connect";
import { type CatalogCache, createCatalogCache } from "../domain/catalog/catalog-cache";
import { importCatalog } from "../domain/catalog/import-catalog";
import { systemClock } from "../security/clock";

// A notification, or a reconnection on a busy machine, takes its time.
const waitLong = { timeout: 10_000, interval: 50 };

const titleQuery = "query Title($id: ID) { product(product_option_id: $id) { title } }";

// Only a notification (or its loss) may drop these caches within a test's time.
const notifiedOnly = { maxEntries: 100, maxChars: 1_000_000, recheckMs: 3_600_000 };

/** The demo catalog with the membership product, the publisher and the flags renamed. */
function renamedCatalog(suffix: string) {
  const catalog = demoCatalog();
  catalog.publisher.name = `Northwind Notes ${suffix}`;
  catalog.feature_flags = [`flag_${suffix}`];
  for (const product of catalog.products) {
    if (product.id === demoIds.membership) product.title = `Northwind Membership ${suffix}`;
  }
  return catalog;
}

/** The rows a raw statement returns, on either driver. */
async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** A database of `kind` with the demo catalog, and two apps on it, each with a listening cache. */
function onTwoCachedApps(kind: TestDatabaseKind) {
  const context = {} as { database: Database; caches: CatalogCache[]; apps: FastifyInstance[] };
  beforeAll(async () => {
    context.caches = [];
    context.apps = [];
    context.database = await kind.open();
    await importCatalog(context.database, renamedCatalog("first"));
    for (let i = 0; i < 2; i++) {
      const catalogCache = await createCatalogCache(
        { db: context.database.db, clock: systemClock, listen: context.database.listen },
        notifiedOnly,
      );
      context.caches.push(catalogCache);
      context.apps.push(await buildTestApp(context.database.db, { catalogCache }));
    }
  });
  afterAll(async () => {
    for (const app of context.apps ?? []) await app.close();
    for (const cache of context.caches ?? []) await cache.close();
    await context.database?.close();
  });
  return context;
}

/** What the checkout's catalog reads answer through `app`. */
async function seen(app: FastifyInstance) {
  const product = await app.inject({
    method: "POST",
    url: "/api/query",
    payload: { query: titleQuery, variables: { id: demoIds.monthly } },
  });
  const profile = await app.inject({ url: `/api/client/query/${demoIds.publisher}` });
  const flags = await app.inject({
    method: "POST",
    url: "/api/feature_flags",
    headers: { publisherid: demoIds.publisher },
  });
  return {
    title: product.json().data.product.title,
    publisher: profile.json().name,
    flags: flags.json(),
  };
}

describe.each(testDatabases())("catalog cache across app instances on $name", (kind) => {
  const context = onTwoCachedApps(kind);

  it("shows an import made on the database to every instance that cached the catalog before", async () => {
    for (const app of context.apps) {
      expect(await seen(app)).toEqual({
        title: "Northwind Membership first",
        publisher: "Northwind Notes first",
        flags: ["flag_first"],
      });
    }

    await importCatalog(context.database, renamedCatalog("second"));

    for (const app of context.apps) {
      await vi.waitFor(
        async () =>
          expect(await seen(app)).toEqual({
            title: "Northwind Membership second",
            publisher: "Northwind Notes second",
            flags: ["flag_second"],
          }),
        waitLong,
      );
    }
  });

  it("does not keep a value read before an import that committed meanwhile", async () => {
    const [cache] = context.caches;
    if (!cache) throw new Error("no cache");
    const before = await cache.ticket();
    cache.keep("sentinel", "kept before the import", before);
    expect(cache.peek("sentinel")).toBe("kept before the import");

    await importCatalog(context.database, renamedCatalog("third"));
    await vi.waitFor(() => expect(cache.peek("sentinel")).toBeUndefined(), waitLong);

    cache.keep("late", "read before the import", before);
    expect(cache.peek("late")).toBeUndefined();
  });
});

describe.each(testDatabases().filter((kind) => kind.name === "Postgres"))(
  "catalog cache losing its listening connection on $name",
  (kind) => {
    const context = onTwoCachedApps(kind);
    it("drops what it holds when its listening connection is cut, and hears imports once back", async () => {
      const [app] = context.apps;
      if (!app) throw new Error("no app");
      await importCatalog(context.database, renamedCatalog("fourth"));
      await vi.waitFor(
        async () => expect((await seen(app)).title).toBe("Northwind Membership fourth"),
        waitLong,
      );

      const cut = await rowsOf<{ cut: boolean }>(
        context.database.db,
        sql`SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity
            WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
      );
      expect(cut).toEqual(context.caches.map(() => ({ cut: true })));
      // A change written behind the caches' back while they cannot hear: only dropping what
      // they held on the cut makes them read it.
      await context.database.db.execute(
        sql`UPDATE products SET title = 'Changed while deaf' WHERE id = ${demoIds.membership}`,
      );
      await vi.waitFor(
        async () => expect((await seen(app)).title).toBe("Changed while deaf"),
        waitLong,
      );

      await vi.waitFor(async () => {
        const listening = await rowsOf<{ n: number }>(
          context.database.db,
          sql`SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
        );
        expect(listening).toEqual([{ n: context.caches.length }]);
      }, waitLong);
      await importCatalog(context.database, renamedCatalog("fifth"));
      await vi.waitFor(
        async () => expect((await seen(app)).title).toBe("Northwind Membership fifth"),
        waitLong,
      );
    });
  },
);

describe.each(testDatabases())("catalog cache without a listener on $name", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await kind.open();
    await importCatalog(database, renamedCatalog("first"));
  });
  afterAll(async () => {
    await database?.close();
  });

  it("reads the catalog's version again once recheckMs has passed, so it is stale no longer", async () => {
    let now = new Date("2031-01-01T00:00:00Z");
    const clock = { now: () => now };
    const cache = await createCatalogCache(
      { db: database.db, clock },
      { maxEntries: 10, maxChars: 100_000, recheckMs: 5_000 },
    );
    const readTitle = () =>
      cache.read("title", async () => {
        const [row] = await rowsOf<{ title: string }>(
          database.db,
          sql`SELECT title FROM products WHERE id = ${demoIds.membership}`,
        );
        return row?.title;
      });
    expect(await readTitle()).toBe("Northwind Membership first");

    await importCatalog(database, renamedCatalog("second"));
    now = new Date(now.getTime() + 4_999);
    expect(await readTitle()).toBe("Northwind Membership first");
    now = new Date(now.getTime() + 1);
    expect(await readTitle()).toBe("Northwind Membership second");
  });

  it("holds no more values than its maximum, dropping the least recently used", async () => {
    const cache = await createCatalogCache(
      { db: database.db, clock: systemClock },
      { maxEntries: 2, maxChars: 100_000, recheckMs: 60_000 },
    );
    for (const key of ["a", "b", "a", "c"]) await cache.read(key, async () => key.toUpperCase());
    expect([cache.peek("a"), cache.peek("b"), cache.peek("c")]).toEqual(["A", undefined, "C"]);
  });
});
