import { randomUUID } from "node:crypto";
import { buildSignInTestApp, testSecret } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { startServerProcess } from "@creator-checkout/testing/server-process";
import { saveTestCard, signedInBuyer } from "@creator-checkout/testing/signed-in-buyer";
import {
  createThrowawayCluster,
  postgresBinaries,
} from "@creator-checkout/testing/throwaway-cluster";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type Database } from "./db/connect";
import { orders, users } from "./db/schema";
import { importCatalog } from "./domain/catalog/import-catalog";
import { systemClock } from "./security/clock";

// A server process on a Postgres cluster of the test's own, which the test stops at once (as a
// crash or a lost machine would) and starts again: the process is never restarted.
const bin = postgresBinaries();
const skipReason = bin ? null : "no Postgres server binaries (apt-get install postgresql)";
if (skipReason) console.warn(`database outage test skipped: ${skipReason}`);

/** How long the server may take to serve again once the database is back. */
const BACK_WITHIN_MS = 30_000;

describe.skipIf(skipReason !== null)("a server whose database goes away and comes back", () => {
  let cluster: Awaited<ReturnType<typeof createThrowawayCluster>>;
  let server: Awaited<ReturnType<typeof startServerProcess>>;
  let database: Database;
  let app: FastifyInstance;
  let buyer: { email: string; headers: Record<string, string> };

  const buy = async (idempotencyKey: string) => {
    const response = await fetch(`${server.baseUrl}/api/purchase/product/${demoIds.customAmount}`, {
      method: "POST",
      headers: {
        ...buyer.headers,
        "content-type": "application/json",
        "idempotency-key": idempotencyKey,
      },
      body: JSON.stringify({ custom_price: 500 }),
      signal: AbortSignal.timeout(20_000),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const health = async () => {
    const response = await fetch(`${server.baseUrl}/healthz`, {
      signal: AbortSignal.timeout(10_000),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const ordersOfBuyer = async () =>
    database.db
      .select({ id: orders.id, key: orders.idempotency_key, status: orders.status })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.user_id))
      .where(eq(users.email, buyer.email));

  beforeAll(async () => {
    if (!bin) return;
    cluster = await createThrowawayCluster(bin);
    database = await connectDatabase({ databaseUrl: cluster.url, onConnectionError: () => {} });
    await importCatalog(database, demoCatalog());
    // The buyer signs in and saves a card through an app in this process, on the same database
    // and secret, so the server process takes their session as its own. This comes first: the
    // server's message worker would send the sign-in code, and so clear it, before it is read.
    app = await buildSignInTestApp(database.db, systemClock);
    buyer = await signedInBuyer(app, database.db);
    await saveTestCard(app, buyer.headers);
    server = await startServerProcess({
      DATABASE_URL: cluster.url,
      APP_SECRET: testSecret.toString("utf8"),
      API_RATE_LIMIT_PER_MINUTE: "100000",
    });
  }, 90_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await server?.stop();
    await cluster?.remove();
  });

  it("answers 503 while no database answers, and serves again once it is back, charging nothing twice", async () => {
    const before = await buy(randomUUID());
    expect(before.status, JSON.stringify(before.body)).toBe(200);

    await cluster.stop();
    const down = await health();
    expect(down).toEqual({
      status: 503,
      body: { status: "unavailable", message: "The database cannot be reached." },
    });
    const retriedKey = randomUUID();
    const askedAt = performance.now();
    const refused = await buy(retriedKey);
    const refusedAfterMs = performance.now() - askedAt;
    expect(refused.status).toBe(503);
    expect(refused.body.message).toMatch(/cannot reach its database just now.*try again/i);

    // The background loops that ran into the outage say so in a sentence, and never log a
    // statement or its values.
    await expect
      .poll(() => server.stdout(), { timeout: 10_000 })
      .toMatch(/a round failed because the database cannot be reached; the next one retries/);
    expect(server.stdout()).not.toMatch(/Failed query|"params"|"query"/);

    const startedAt = performance.now();
    await cluster.start();
    const backAt = performance.now();
    await expect
      .poll(async () => (await health()).status, { timeout: BACK_WITHIN_MS, interval: 100 })
      .toBe(200);
    const healthyAfterMs = performance.now() - backAt;
    const retried = await buy(retriedKey);
    const servingAfterMs = performance.now() - backAt;
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(servingAfterMs).toBeLessThan(BACK_WITHIN_MS);
    const ms = (value: number) => `${Math.round(value)} ms`;
    console.info(
      `purchase refused after ${ms(refusedAfterMs)}; database started in ${ms(backAt - startedAt)}, then /healthz 200 after ${ms(healthyAfterMs)} and a purchase served after ${ms(servingAfterMs)}`,
    );

    // The same key again is the same order; nothing of the refused attempt was kept.
    const again = await buy(retriedKey);
    expect(again.body.order_id).toBe(retried.body.order_id);
    const rows = await ordersOfBuyer();
    expect(rows.map((row) => row.status)).toEqual(["paid", "paid"]);
    expect(rows.filter((row) => row.key === retriedKey)).toHaveLength(1);
    const [charges] = await database.db
      .execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM test_processor_charges
          WHERE idempotency_key IN (${sql.join(
            rows.map((row) => sql`${`order:${row.id}`}`),
            sql`, `,
          )})`,
      )
      .then((result) => result.rows);
    expect(charges?.n).toBe(2);
    // The same process served throughout.
    expect(await Promise.race([server.exited, Promise.resolve("running")])).toBe("running");
  }, 90_000);

  it("starts while its database is still down, and serves once it comes up", async () => {
    await cluster.stop();
    const starting = startServerProcess({
      DATABASE_URL: cluster.url,
      APP_SECRET: testSecret.toString("utf8"),
    });
    // The new process waits for the database rather than exiting.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await cluster.start();
    const late = await starting;
    try {
      const response = await fetch(`${late.baseUrl}/healthz`);
      expect(response.status).toBe(200);
    } finally {
      await late.stop();
    }
  }, 90_000);
});
