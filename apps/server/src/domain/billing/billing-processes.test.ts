import {
  crashingBillingPath,
  type FinishedBillingRun,
  renewedBy,
  startBillingRun,
} from "@creator-checkout/testing/billing-process";
import { holdBillingRuns } from "@creator-checkout/testing/billing-start-line";
import { demoCatalog } from "@creator-checkout/testing/demo-catalog";
import {
  bouncedProcessTestDatabases,
  sayWhenPgbouncerIsMissing,
} from "@creator-checkout/testing/pgbouncer";
import {
  type SeededSubscriptions,
  seedDueSubscriptions,
} from "@creator-checkout/testing/seed-due-subscriptions";
import {
  type ProcessTestDatabase,
  processTestDatabases,
} from "@creator-checkout/testing/test-databases";
import { and, count, eq, isNotNull, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/connect";
import {
  orders,
  outgoingMessages,
  subscriptions,
  testProcessorCharges,
  users,
} from "../../db/schema";
import { importCatalog } from "../catalog/import-catalog";

const MINUTE_MS = 60_000;
const BOUGHT_AT = new Date("2031-01-15T12:00:00Z");

const chargeOfOrder = sql`${testProcessorCharges.idempotency_key} = 'order:' || ${orders.id}`;

/**
 * What became of each subscription, in a few words, and how many were left that way: a
 * subscription renewed once reads the same as every other one renewed once.
 */
async function outcomes(db: Db): Promise<Record<string, number>> {
  const renewals = and(eq(orders.kind, "renewal"), isNotNull(orders.subscription_id));
  const bySubscription = async (
    rows: Promise<Array<{ id: string | null; n: number }>>,
  ): Promise<Map<string | null, number>> => new Map((await rows).map((row) => [row.id, row.n]));
  const renewalOrders = await bySubscription(
    db
      .select({ id: orders.subscription_id, n: count() })
      .from(orders)
      .where(renewals)
      .groupBy(orders.subscription_id),
  );
  const paidRenewals = await bySubscription(
    db
      .select({ id: orders.subscription_id, n: count() })
      .from(orders)
      .where(and(renewals, eq(orders.status, "paid"), eq(orders.period_number, 1)))
      .groupBy(orders.subscription_id),
  );
  const atProcessor = (status?: string) =>
    bySubscription(
      db
        .select({ id: orders.subscription_id, n: count() })
        .from(testProcessorCharges)
        .innerJoin(orders, chargeOfOrder)
        .where(and(renewals, status ? eq(testProcessorCharges.status, status) : undefined))
        .groupBy(orders.subscription_id),
    );
  const processorCharges = await atProcessor();
  const succeededAtProcessor = await atProcessor("succeeded");
  const receipts = await bySubscription(
    db
      .select({ id: users.id, n: count() })
      .from(outgoingMessages)
      .innerJoin(users, eq(users.email, outgoingMessages.recipient))
      .where(like(outgoingMessages.subject, "Your receipt%"))
      .groupBy(users.id),
  );
  const tally: Record<string, number> = {};
  for (const sub of await db.select().from(subscriptions)) {
    const key = JSON.stringify({
      status: sub.status,
      nextPeriod: sub.next_period_number,
      periodStart: sub.current_period_start.toISOString(),
      dueAt: sub.due_at?.toISOString() ?? null,
      renewalOrders: renewalOrders.get(sub.id) ?? 0,
      paidRenewals: paidRenewals.get(sub.id) ?? 0,
      processorCharges: processorCharges.get(sub.id) ?? 0,
      succeededAtProcessor: succeededAtProcessor.get(sub.id) ?? 0,
      receipts: receipts.get(sub.user_id) ?? 0,
    });
    tally[key] = (tally[key] ?? 0) + 1;
  }
  return tally;
}

/** Every one of `count` subscriptions charged once at the processor, paid once, moved once. */
function renewedOnce(seeded: SeededSubscriptions) {
  return {
    [JSON.stringify({
      status: "ACTIVE",
      nextPeriod: seeded.period.number + 1,
      periodStart: seeded.period.start.toISOString(),
      dueAt: seeded.period.end.toISOString(),
      renewalOrders: 1,
      paidRenewals: 1,
      processorCharges: 1,
      succeededAtProcessor: 1,
      receipts: 1,
    })]: seeded.subscriptionIds.length,
  };
}

function expectClean(run: FinishedBillingRun) {
  expect(run.signal, run.stderr).toBeNull();
  expect(run.code, `${run.stdout}${run.stderr}`).toBe(0);
}

const kinds = [...processTestDatabases(), ...bouncedProcessTestDatabases()];
sayWhenPgbouncerIsMissing("due billing in processes of its own");

describe.each(kinds)("due billing in processes of its own, on $name", (kind) => {
  /** A fresh database with the demo catalog and `count` subscriptions due, closed again. */
  async function databaseWithDue(count: number) {
    const target = await kind.create();
    try {
      const database = await target.open();
      try {
        await importCatalog(database, demoCatalog());
        const seeded = await seedDueSubscriptions(database, { count, boughtAt: BOUGHT_AT });
        return { target, seeded };
      } finally {
        // An embedded database is one process's: the billing runs open it after this one.
        await database.close();
      }
    } catch (error) {
      await target.remove();
      throw error;
    }
  }
  async function inspect<T>(target: ProcessTestDatabase, read: (db: Db) => Promise<T>) {
    const database = await target.open();
    try {
      return await read(database.db);
    } finally {
      await database.close();
    }
  }

  it("charges a renewal once when its process was killed between the charge and its record, and a later run finishes it", async () => {
    const { target, seeded } = await databaseWithDue(8);
    try {
      const firstRunAt = new Date(seeded.dueAt.getTime() + MINUTE_MS);
      const crashed = await startBillingRun(firstRunAt, target.env, crashingBillingPath).finished;
      expect(crashed.signal, `${crashed.stdout}${crashed.stderr}`).toBe("SIGKILL");
      // Killed at the worst moment: money taken at the processor, the order still pending.
      const [charged] = await inspect(target, (db) =>
        db
          .select({ n: count() })
          .from(orders)
          .innerJoin(testProcessorCharges, chargeOfOrder)
          .where(and(eq(orders.kind, "renewal"), eq(orders.status, "pending"))),
      );
      expect(charged?.n).toBeGreaterThanOrEqual(1);

      // Another run while the dead run's lease lasts leaves its subscriptions alone.
      const withinLease = await startBillingRun(
        new Date(firstRunAt.getTime() + MINUTE_MS),
        target.env,
      ).finished;
      expectClean(withinLease);
      expect(renewedBy(withinLease)).toBe(0);

      // Once the lease has expired, the next run resumes each attempt under its own key.
      const afterLease = await startBillingRun(
        new Date(firstRunAt.getTime() + 10 * MINUTE_MS),
        target.env,
      ).finished;
      expectClean(afterLease);
      expect(renewedBy(afterLease)).toBe(seeded.subscriptionIds.length);
      expect(await inspect(target, outcomes)).toEqual(renewedOnce(seeded));
    } finally {
      await target.remove();
    }
  }, 300_000);

  // Only a database server can be open in two processes at once.
  if (kind.shared) {
    it("renews 1,000 due subscriptions once each when two processes run due billing at the same moment", async () => {
      const { target, seeded } = await databaseWithDue(1_000);
      const startLine = await holdBillingRuns(target.env).catch(async (error: unknown) => {
        await target.remove();
        throw error;
      });
      try {
        const runAt = new Date(seeded.dueAt.getTime() + MINUTE_MS);
        const workers = [startBillingRun(runAt, target.env), startBillingRun(runAt, target.env)];
        await startLine.whenWaiting(workers.length, () => workers.every((w) => w.running()));
        await startLine.release();
        const runs = await Promise.all(workers.map((worker) => worker.finished));
        for (const run of runs) expectClean(run);
        // Both took part, and between them they renewed every subscription once.
        const renewed = runs.map(renewedBy);
        expect(
          renewed.every((n) => n > 0),
          `renewed ${renewed.join(" and ")}`,
        ).toBe(true);
        expect(renewed.reduce((sum, n) => sum + n, 0)).toBe(seeded.subscriptionIds.length);
        expect(await inspect(target, outcomes)).toEqual(renewedOnce(seeded));
      } finally {
        await startLine.release();
        await target.remove();
      }
    }, 300_000);
  }
});
