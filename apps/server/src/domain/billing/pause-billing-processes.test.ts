import { catalogFileSchema } from "@creator-checkout/core/catalog";
import {
  type FinishedBillingRun,
  renewedBy,
  startBillingRun,
} from "@creator-checkout/testing/billing-process";
import { holdBillingRuns } from "@creator-checkout/testing/billing-start-line";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { seedDueSubscriptions } from "@creator-checkout/testing/seed-due-subscriptions";
import {
  type ProcessTestDatabase,
  processTestDatabases,
} from "@creator-checkout/testing/test-databases";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/connect";
import { orders, subscriptions } from "../../db/schema";
import { importCatalog } from "../catalog/import-catalog";
import { pauseSubscription } from "./pause-subscription";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const BOUGHT_AT = new Date("2031-01-15T12:00:00Z");

function expectClean(run: FinishedBillingRun) {
  expect(run.signal, run.stderr).toBeNull();
  expect(run.code, `${run.stdout}${run.stderr}`).toBe(0);
}

/** Each subscription's renewal orders that were paid, by id. */
async function paidRenewals(db: Db, ids: string[]) {
  const rows = await db
    .select({ id: orders.subscription_id, period: orders.period_number })
    .from(orders)
    .where(
      and(
        eq(orders.kind, "renewal"),
        eq(orders.status, "paid"),
        inArray(orders.subscription_id, ids),
      ),
    );
  return rows.map((row) => `${row.id}:${row.period}`).sort();
}

// The billing runs are processes of their own, as an operator runs them beside the servers
// (docs/decisions/175): past the date a paused subscription would have renewed on, none of them
// charges it; on the date its pause moved it to, it is charged once.
describe.each(processTestDatabases())(
  "paused subscriptions and billing processes, on $name",
  (kind) => {
    async function inspect<T>(target: ProcessTestDatabase, read: (db: Db) => Promise<T>) {
      const database = await target.open();
      try {
        return await read(database.db);
      } finally {
        await database.close();
      }
    }

    /** Both runs at once where the database is a server; one after the other on PGlite. */
    async function twoRuns(target: ProcessTestDatabase, at: Date) {
      if (!kind.shared) {
        return [
          await startBillingRun(at, target.env).finished,
          await startBillingRun(at, target.env).finished,
        ];
      }
      const startLine = await holdBillingRuns(target.env);
      try {
        const workers = [startBillingRun(at, target.env), startBillingRun(at, target.env)];
        await startLine.whenWaiting(workers.length, () => workers.every((w) => w.running()));
        await startLine.release();
        return await Promise.all(workers.map((worker) => worker.finished));
      } finally {
        await startLine.release();
      }
    }

    it("charges no paused subscription past its old renewal date, and each once when its pause ends", async () => {
      const target = await kind.create();
      try {
        const { paused, running, dueAt } = await inspect(target, async (db) => {
          const catalog = demoCatalog();
          await importCatalog(
            { db },
            catalogFileSchema.parse({
              ...catalog,
              publisher: { ...catalog.publisher, max_pause_periods: 1 },
            }),
          );
          const seeded = await seedDueSubscriptions({ db }, { count: 12, boughtAt: BOUGHT_AT });
          const rows = await db
            .select({ id: subscriptions.id, userId: subscriptions.user_id })
            .from(subscriptions)
            .where(inArray(subscriptions.id, seeded.subscriptionIds));
          const pausedRows = rows.slice(0, 6);
          // A day after buying, half of the subscribers pause for one period.
          const clock = { now: () => new Date(BOUGHT_AT.getTime() + DAY_MS) };
          for (const row of pausedRows) {
            await pauseSubscription(
              { db, clock, renewalRetryDays: [1, 3, 5], publicUrl: "http://checkout.test" },
              {
                publisherId: demoIds.publisher,
                userId: row.userId,
                subscriptionId: row.id,
                periods: 1,
              },
            );
          }
          const pausedIds = pausedRows.map((row) => row.id);
          return {
            paused: pausedIds,
            running: seeded.subscriptionIds.filter((id) => !pausedIds.includes(id)),
            dueAt: seeded.dueAt,
          };
        });

        const pastOldDate = await twoRuns(target, new Date(dueAt.getTime() + MINUTE_MS));
        for (const run of pastOldDate) expectClean(run);
        expect(pastOldDate.map(renewedBy).reduce((sum, n) => sum + n, 0)).toBe(running.length);
        const afterFirst = await inspect(target, (db) => paidRenewals(db, [...paused, ...running]));
        expect(afterFirst).toEqual(running.map((id) => `${id}:1`).sort());

        const [pausedUntil] = await inspect(target, (db) =>
          db
            .select({ until: subscriptions.paused_until })
            .from(subscriptions)
            .where(inArray(subscriptions.id, paused)),
        );
        const until = pausedUntil?.until;
        if (!until) throw new Error("the paused subscriptions hold no date");
        const atPauseEnd = await twoRuns(target, new Date(until.getTime() + MINUTE_MS));
        for (const run of atPauseEnd) expectClean(run);
        // The others fall due that day too, for their next period.
        expect(atPauseEnd.map(renewedBy).reduce((sum, n) => sum + n, 0)).toBe(
          paused.length + running.length,
        );
        // Each paused subscription paid once, for the period its pause moved it to (number 2).
        const afterSecond = await inspect(target, (db) => paidRenewals(db, paused));
        expect(afterSecond).toEqual(paused.map((id) => `${id}:2`).sort());
      } finally {
        await target.remove();
      }
    }, 300_000);
  },
);
