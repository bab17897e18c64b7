import { randomUUID } from "node:crypto";
import { buildCheckoutPage } from "@creator-checkout/testing/build-checkout-page";
import { buildSignInTestApp, testSecret } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { startReplica } from "@creator-checkout/testing/replica";
import { startServerProcess } from "@creator-checkout/testing/server-process";
import { saveTestCard, signedInBuyer } from "@creator-checkout/testing/signed-in-buyer";
import {
  createThrowawayCluster,
  postgresBinaries,
} from "@creator-checkout/testing/throwaway-cluster";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type Database } from "./db/connect";
import { analyticsEvents, orders, productOptions, products } from "./db/schema";
import { importCatalog } from "./domain/catalog/import-catalog";
import { raiseCatalogVersion } from "./domain/catalog/raise-catalog-version";
import { createPublisherKey } from "./domain/publisher-keys/create-publisher-key";
import { systemClock } from "./security/clock";

// A server process on a primary of the test's own with DATABASE_READ_URL naming a real streaming
// replica of it (pg_basebackup -R, hot standby). Pausing the replica's replay makes it lag on
// purpose, so each read shows where it was made.
const bin = postgresBinaries();
const skipReason = bin ? null : "no Postgres server binaries (apt-get install postgresql)";
if (skipReason) console.warn(`read replica test skipped: ${skipReason}`);

const ORIGINAL_TITLE = "Northwind Membership";

describe.skipIf(skipReason !== null)("a server that reads from a streaming replica", () => {
  let cluster: Awaited<ReturnType<typeof createThrowawayCluster>>;
  let replica: Awaited<ReturnType<typeof startReplica>>;
  let server: Awaited<ReturnType<typeof startServerProcess>>;
  let database: Database;
  let app: FastifyInstance;
  let buyer: { email: string; headers: Record<string, string> };
  let publisherKey: string;

  /** The membership's title as the checkout's GraphQL reads it, asking for `relation` too. */
  const titleRead = async (relation: "options" | "publisher" | "newsletters" | null) => {
    const fields = relation ? `title ${relation} { id }` : "title";
    const response = await fetch(`${server.baseUrl}/api/query`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: `query Title($id: ID) { product(product_option_id: $id) { ${fields} } }`,
        variables: { id: demoIds.monthly },
      }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { product: { title: string } } }).data.product.title;
  };
  /** The creator's page, which is never kept: each visit reads the catalog. */
  const creatorPage = async () => {
    const response = await fetch(`${server.baseUrl}/@northwind`);
    expect(response.status).toBe(200);
    return response.text();
  };
  const renameOnPrimary = (title: string, { raiseVersion }: { raiseVersion: boolean }) =>
    database.db.transaction(async (tx) => {
      await tx.update(products).set({ title }).where(eq(products.id, demoIds.membership));
      if (raiseVersion) await raiseCatalogVersion(tx);
    });
  const buyCoffee = async () => {
    const response = await fetch(`${server.baseUrl}/api/purchase/product/${demoIds.coffee}`, {
      method: "POST",
      headers: {
        ...buyer.headers,
        "content-type": "application/json",
        "idempotency-key": randomUUID(),
      },
      body: JSON.stringify({}),
    });
    const body = (await response.json()) as { order_id?: string };
    expect(response.status, JSON.stringify(body)).toBe(200);
    const [order] = await database.db
      .select({ amount: orders.amount })
      .from(orders)
      .where(eq(orders.id, String(body.order_id)));
    return order?.amount;
  };

  beforeAll(async () => {
    if (!bin) return;
    const webRoot = buildCheckoutPage();
    cluster = await createThrowawayCluster(bin);
    database = await connectDatabase({ databaseUrl: cluster.url, onConnectionError: () => {} });
    await importCatalog(database, demoCatalog());
    app = await buildSignInTestApp(database.db, systemClock);
    buyer = await signedInBuyer(app, database.db);
    await saveTestCard(app, buyer.headers);
    publisherKey = (await createPublisherKey(database.db, { username: "northwind" })).key;
    replica = await startReplica(bin, cluster.url);
    server = await startServerProcess({
      DATABASE_URL: cluster.url,
      DATABASE_READ_URL: replica.url,
      WEB_ROOT: webRoot,
      APP_SECRET: testSecret.toString("utf8"),
      API_RATE_LIMIT_PER_MINUTE: "100000",
      LOG_LEVEL: "info",
    });
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await server?.stop();
    await replica?.remove();
    await cluster?.remove();
  });

  it("serves the catalog and the creator's page from the replica, and never keeps its older catalog under a newer version", async () => {
    expect(server.stdout()).toMatch(/reads from a replica \(DATABASE_READ_URL\)/);
    await replica.pauseReplay();
    // A change the replica does not see, made without raising the version: what the server
    // shows comes from the replica.
    await renameOnPrimary("Membership as the primary holds it", { raiseVersion: false });
    expect(await titleRead("options")).toBe(ORIGINAL_TITLE);
    const onReplica = await creatorPage();
    expect(onReplica).toContain(ORIGINAL_TITLE);
    expect(onReplica).not.toContain("as the primary holds it");

    // The catalog changes under a new version, which the replica does not have yet: the server
    // hears of it and reads the primary instead.
    await renameOnPrimary("Membership renamed", { raiseVersion: true });
    await expect.poll(() => titleRead("publisher"), { timeout: 10_000 }).toBe("Membership renamed");
    for (const relation of ["options", "publisher", "newsletters", null] as const) {
      expect(await titleRead(relation)).toBe("Membership renamed");
    }
    expect(await creatorPage()).toContain("Membership renamed");

    // Caught up, the replica shows the same, and nothing older came back.
    await replica.resumeReplay();
    await replica.caughtUp();
    expect(await titleRead(null)).toBe("Membership renamed");
    expect(await creatorPage()).toContain("Membership renamed");
  }, 60_000);

  it("charges a purchase made right after a price change at the primary's price", async () => {
    const before = await buyCoffee();
    await replica.pauseReplay();
    await database.db.transaction(async (tx) => {
      const [option] = await tx
        .select({ price: productOptions.price })
        .from(productOptions)
        .where(eq(productOptions.id, demoIds.coffee));
      await tx
        .update(productOptions)
        .set({ price: Number(option?.price) * 2 })
        .where(eq(productOptions.id, demoIds.coffee));
      await raiseCatalogVersion(tx);
    });
    const after = await buyCoffee();
    expect(after).toBe(Number(before) * 2);
    await replica.resumeReplay();
  }, 60_000);

  it("reads the creator's funnel on the replica, which may lag", async () => {
    const views = async () => {
      const response = await fetch(`${server.baseUrl}/api/dashboard/northwind/funnel`, {
        headers: { authorization: `Bearer ${publisherKey}` },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { totals: { views: number } }).totals.views;
    };
    await replica.caughtUp();
    const before = await views();
    await replica.pauseReplay();
    await database.db.insert(analyticsEvents).values({
      type: "pay:page_view",
      received_at: new Date(),
      publisher_id: demoIds.publisher,
      session_id: randomUUID(),
      product_option_id: demoIds.monthly,
    });
    expect(await views()).toBe(before);
    await replica.resumeReplay();
    await replica.caughtUp();
    expect(await views()).toBe(before + 1);
  }, 60_000);

  it("answers every read from the primary once the replica is down, and /healthz stays about the primary", async () => {
    await replica.stop();
    await renameOnPrimary("Membership with the replica down", { raiseVersion: true });
    await expect
      .poll(() => titleRead("newsletters"), { timeout: 10_000 })
      .toBe("Membership with the replica down");
    expect(await creatorPage()).toContain("Membership with the replica down");
    const health = await fetch(`${server.baseUrl}/healthz`);
    expect(health.status).toBe(200);
    await expect
      .poll(() => server.stdout(), { timeout: 5_000 })
      .toMatch(/the read replica failed; its reads go to the primary/);
    expect(await Promise.race([server.exited, Promise.resolve("running")])).toBe("running");
  }, 60_000);
});
