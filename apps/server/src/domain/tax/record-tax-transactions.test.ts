import { demoCatalog } from "@creator-checkout/testing/demo-catalog";
import { seedDueSubscriptions } from "@creator-checkout/testing/seed-due-subscriptions";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database, Db } from "../../db/connect";
import { orders, taxTransactionJobs } from "../../db/schema";
import { RATES_TABLE_CALCULATOR, type TaxCalculator } from "../../payments/tax-calculator";
import type { Clock } from "../../security/clock";
import { importCatalog } from "../catalog/import-catalog";
import { recordTaxTransactions } from "./record-tax-transactions";

const SALES_PAID_AT = new Date("2027-01-01T10:00:00Z");

/** A clock moved by hand, from a second after the seeded sales were paid, when their jobs fall due. */
function movableClock(): Clock & { advance(ms: number): void } {
  let now = SALES_PAID_AT.getTime() + 1_000;
  return { now: () => new Date(now), advance: (ms) => (now += ms) };
}

/** Stripe Tax's stand-in: records each order once, or refuses while `refusing`. */
function standInTax() {
  const recorded = new Map<string, number>();
  const stand = {
    refusing: false,
    recorded,
    calculator: {
      ...RATES_TABLE_CALCULATOR,
      async record(order: { id: string; calculationId: string }) {
        if (stand.refusing) throw new Error("Stripe Tax is unavailable");
        recorded.set(order.id, (recorded.get(order.id) ?? 0) + 1);
        return `tax_txn_${order.id}`;
      },
    } satisfies TaxCalculator,
  };
  return stand;
}

describe.each(testDatabases())("tax transactions as jobs on $name", (kind) => {
  let database: Database;
  let orderIds: string[];

  beforeAll(async () => {
    database = await kind.open();
    await importCatalog(database, demoCatalog());
    await seedDueSubscriptions({ db: database.db }, { count: 3, boughtAt: SALES_PAID_AT });
    orderIds = (await database.db.select({ id: orders.id }).from(orders)).map((row) => row.id);
  });
  beforeEach(async () => {
    await database.db.delete(taxTransactionJobs);
    await database.db.update(orders).set({ tax_calculation_id: null, tax_transaction_id: null });
  });
  afterAll(async () => {
    await database.close();
  });

  // A paid sale's calculation is written: the orders' trigger queues it in the same statement.
  const calculate = (ids: string[], db: Db = database.db) =>
    db.update(orders).set({ tax_calculation_id: "taxcalc_test" }).where(inArray(orders.id, ids));
  const jobOf = async (id: string) =>
    (
      await database.db.select().from(taxTransactionJobs).where(eq(taxTransactionJobs.order_id, id))
    )[0];
  const transactionOf = async (id: string) =>
    (await database.db.select().from(orders).where(eq(orders.id, id)))[0]?.tax_transaction_id;

  it("records each sale exactly once while two workers race, and empties the queue", async () => {
    await calculate(orderIds);
    const tax = standInTax();
    const deps = { db: database.db, taxCalculator: tax.calculator, clock: movableClock() };
    const rounds = await Promise.all([recordTaxTransactions(deps), recordTaxTransactions(deps)]);

    expect(rounds.reduce((sum, round) => sum + round.recorded, 0)).toBe(3);
    expect([...tax.recorded.values()]).toEqual([1, 1, 1]);
    for (const id of orderIds) expect(await transactionOf(id)).toBe(`tax_txn_${id}`);
    expect(await database.db.select().from(taxTransactionJobs)).toEqual([]);
  });

  it("retries a refused record after the policy's wait, by the injected clock", async () => {
    const [id = ""] = orderIds;
    await calculate([id]);
    const tax = standInTax();
    const clock = movableClock();
    const deps = { db: database.db, taxCalculator: tax.calculator, clock };
    tax.refusing = true;
    expect(await recordTaxTransactions(deps)).toEqual({ recorded: 0, failed: 1 });
    expect(await jobOf(id)).toMatchObject({ attempts: 1, last_error: "Stripe Tax is unavailable" });

    tax.refusing = false;
    expect(await recordTaxTransactions(deps)).toEqual({ recorded: 0, failed: 0 });
    clock.advance(60_000);
    expect(await recordTaxTransactions(deps)).toEqual({ recorded: 1, failed: 0 });
    expect(await transactionOf(id)).toBe(`tax_txn_${id}`);
  });

  it("gives a sale up after its last attempt and keeps it, with its error, for an operator", async () => {
    const [id = ""] = orderIds;
    await calculate([id]);
    const tax = standInTax();
    tax.refusing = true;
    const clock = movableClock();
    const deps = { db: database.db, taxCalculator: tax.calculator, clock };
    const policy = { maxAttempts: 2, delayMs: () => 1_000 };
    await recordTaxTransactions(deps, { policy });
    clock.advance(1_000);
    await recordTaxTransactions(deps, { policy });

    expect(await jobOf(id)).toMatchObject({
      attempts: 2,
      failed_at: clock.now(),
      last_error: "Stripe Tax is unavailable",
    });
    tax.refusing = false;
    clock.advance(24 * 60 * 60_000);
    expect(await recordTaxTransactions(deps, { policy })).toEqual({ recorded: 0, failed: 0 });
    expect(await transactionOf(id)).toBeNull();
  });

  it("queues nothing when the statement that made the sale is rolled back", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await calculate(orderIds, tx as unknown as Db);
        throw new Error("the purchase failed after the order was written");
      }),
    ).rejects.toThrow("the purchase failed");
    expect(await database.db.select().from(taxTransactionJobs)).toEqual([]);
  });
});
