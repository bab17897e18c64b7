import { randomUUID } from "node:crypto";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { testClock } from "@creator-checkout/testing/sign-in-helpers";
import { saveTestCard, signedInBuyer } from "@creator-checkout/testing/signed-in-buyer";
import { taxCatalog } from "@creator-checkout/testing/tax-catalog";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { orders } from "../db/schema";
import { importCatalog } from "../domain/catalog/import-catalog";

const DECLINED_CARD = "4000000000000002";

describe.each(testDatabases())("invoice numbers, on $name", (kind) => {
  const clock = testClock(new Date("2026-12-01T10:00:00Z"));
  const { catalog, ids } = taxCatalog();
  const demo = onDemoDatabase(kind, async ({ database }) => {
    await importCatalog(database, catalog);
    return buildSignInTestApp(database.db, clock);
  });
  const prefix = catalog.publisher.username.toUpperCase();
  let payer: Record<string, string>;
  let decliner: Record<string, string>;

  beforeAll(async () => {
    payer = (await signedInBuyer(demo.app, demo.database.db, ids.publisher)).headers;
    await saveTestCard(demo.app, payer);
    decliner = (await signedInBuyer(demo.app, demo.database.db, ids.publisher)).headers;
    await saveTestCard(demo.app, decliner, DECLINED_CARD);
  });

  const tip = (headers: Record<string, string>) =>
    demo.app.inject({
      method: "POST",
      url: `/api/purchase/product/${ids.euroTip}`,
      headers: { ...headers, "idempotency-key": randomUUID() },
      payload: {},
    });
  const numbered = () =>
    demo.database.db
      .select({
        id: orders.id,
        status: orders.status,
        sequence: orders.invoice_sequence,
        number: orders.invoice_number,
      })
      .from(orders)
      .where(and(eq(orders.publisher_id, ids.publisher), isNotNull(orders.invoice_sequence)))
      .orderBy(asc(orders.invoice_sequence));
  const pendingOrder = async () => {
    const [order] = await demo.database.db
      .insert(orders)
      .values({
        publisher_id: ids.publisher,
        user_id: (await demo.database.db.select({ id: orders.user_id }).from(orders).limit(1))[0]
          ?.id as string,
        product_option_id: ids.euroTip,
        kind: "purchase",
        idempotency_key: randomUUID(),
        request_fingerprint: "crash",
        amount: 1000,
        currency: "EUR",
        status: "pending",
      })
      .returning();
    return order?.id as string;
  };
  const markPaid = (id: string) =>
    sql`UPDATE orders SET status = 'paid', paid_at = ${clock.now().toISOString()}::timestamptz
      WHERE id = ${id}::uuid`;

  it("numbers 50 concurrent payments 1 to 50, and none of the declined ones mixed in", async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 50 }, () => tip(payer)),
      ...Array.from({ length: 10 }, () => tip(decliner)),
    ]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(50);
    expect(statuses.filter((status) => status === 402)).toHaveLength(10);
    const rows = await numbered();
    expect(rows.map((row) => row.sequence)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(rows.map((row) => row.number)).size).toBe(50);
    expect(rows.every((row) => row.status === "paid")).toBe(true);
    expect(rows[0]?.number).toBe(`${prefix}-2026-000001`);
    expect(rows[49]?.number).toBe(`${prefix}-2026-000050`);
  }, 120_000);

  it("gives no number to an order left pending, and none away in a payment that never commits", async () => {
    const abandoned = await pendingOrder();
    const crashed = await pendingOrder();
    await expect(
      demo.database.db.transaction(async (tx) => {
        await tx.execute(markPaid(crashed));
        throw new Error("the process stops before its commit");
      }),
    ).rejects.toThrow("the process stops");
    const next = await tip(payer);
    expect(next.statusCode, next.body).toBe(200);
    const rows = await numbered();
    expect(rows.map((row) => row.sequence)).toEqual(Array.from({ length: 51 }, (_, i) => i + 1));
    expect(rows.at(-1)?.id).toBe(next.json().order_id);
    expect(rows.some((row) => row.id === abandoned || row.id === crashed)).toBe(false);
  }, 60_000);

  it.runIf(kind.name === "Postgres")(
    "takes a number back when the connection paying an order dies before its commit",
    async () => {
      const crashed = await pendingOrder();
      const [{ name } = { name: "" }] = await demo.database.db
        .select({ name: sql<string>`current_database()` })
        .from(orders)
        .limit(1);
      const url = new URL(process.env.TEST_DATABASE_URL ?? "");
      url.pathname = `/${name}`;
      const connection = new pg.Client({ connectionString: url.toString() });
      connection.on("error", () => {});
      await connection.connect();
      await connection.query("BEGIN");
      await connection.query("UPDATE orders SET status = 'paid', paid_at = $2 WHERE id = $1", [
        crashed,
        clock.now().toISOString(),
      ]);
      const backend = await connection.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
      await demo.database.db.execute(sql`SELECT pg_terminate_backend(${backend.rows[0]?.pid})`);
      const killed = connection.query("COMMIT");
      await expect(killed).rejects.toThrow();
      const next = await tip(payer);
      expect(next.statusCode, next.body).toBe(200);
      const rows = await numbered();
      expect(rows.map((row) => row.sequence)).toEqual(Array.from({ length: 52 }, (_, i) => i + 1));
      expect(rows.at(-1)?.id).toBe(next.json().order_id);
    },
    60_000,
  );

  it("numbers a renewal, a switch and a gift as they turn paid, and never a free order", async () => {
    const before = (await numbered()).length;
    const made: string[] = [];
    for (const kind of ["renewal", "switch", "gift"]) {
      const id = await pendingOrder();
      await demo.database.db.update(orders).set({ kind }).where(eq(orders.id, id));
      made.push(id);
    }
    const free = await pendingOrder();
    await demo.database.db.update(orders).set({ amount: 0 }).where(eq(orders.id, free));
    for (const id of [...made, free]) await demo.database.db.execute(markPaid(id));
    const rows = await numbered();
    expect(rows.map((row) => row.sequence)).toEqual(
      Array.from({ length: before + 3 }, (_, i) => i + 1),
    );
    expect(rows.slice(-3).map((row) => row.id)).toEqual(made);
    expect(rows.some((row) => row.id === free)).toBe(false);
  });
});
