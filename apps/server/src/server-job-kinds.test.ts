import { analyticsEvent } from "@creator-checkout/core/analytics";
import { pageViewEvent } from "@creator-checkout/testing/analytics-events";
import { demoCatalog } from "@creator-checkout/testing/demo-catalog";
import { recordingLogger } from "@creator-checkout/testing/recording-logger";
import { seedDueSubscriptions } from "@creator-checkout/testing/seed-due-subscriptions";
import {
  type StandInCollector,
  startStandInCollector,
} from "@creator-checkout/testing/stand-in-collector";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createHttpCollector } from "./adapters/analytics/analytics-collector";
import { startJobKinds } from "./background/job-kinds";
import { createWorkSignal, relayQueuedWork } from "./background/work-signal";
import type { Database } from "./db/connect";
import type { StopListening } from "./db/listen";
import { orders } from "./db/schema";
import { storeAnalyticsEvents } from "./domain/analytics/store-analytics-events";
import { importCatalog } from "./domain/catalog/import-catalog";
import { enqueueMessage } from "./messaging/enqueue-message";
import { listDevOutbox } from "./messaging/list-dev-outbox";
import { RATES_TABLE_CALCULATOR } from "./payments/tax-calculator";
import { systemClock } from "./security/clock";
import { jobKindsOf } from "./server-job-kinds";

const HOUR_MS = 60 * 60_000;
// What "at once" means for queued work: the safety tick is an hour here, so only a wake is this quick.
const WOKEN_WITHIN_MS = 1_000;

describe.each(testDatabases())("the job scheduler on $name", (kind) => {
  let database: Database;
  let collector: StandInCollector;
  let stopRelaying: StopListening;
  let scheduler: { stop(): Promise<void> };
  const recorded: string[] = [];
  const rounds = new Map<string, number>();

  beforeAll(async () => {
    database = await kind.open();
    await importCatalog(database, demoCatalog());
    collector = await startStandInCollector();
    const signal = createWorkSignal();
    stopRelaying = await relayQueuedWork(database, signal);
    const logger = recordingLogger();
    const kinds = jobKindsOf(logger, {
      paymentDeps: {
        db: database.db,
        clock: systemClock,
        taxCalculator: {
          ...RATES_TABLE_CALCULATOR,
          record: async (order) => {
            recorded.push(order.id);
            return `tax_txn_${order.id}`;
          },
        },
      },
      analyticsCollector: createHttpCollector(collector.url),
      webhookPolicy: { production: false, allowedHosts: [] },
      messaging: {
        email: { send: async () => {} },
        sms: null,
        devOutboxChannels: ["email"],
      },
    });
    // Each kind's rounds are counted, so a test queues work only once the first round is over.
    const counted = kinds.map((each) => ({
      ...each,
      run: async () => {
        const done = await each.run();
        rounds.set(each.name, (rounds.get(each.name) ?? 0) + 1);
        return done;
      },
    }));
    scheduler = startJobKinds({ logger, signal, idleTickMs: HOUR_MS }, counted);
    await vi.waitFor(() => {
      if (rounds.size < kinds.length) throw new Error("a kind has not run its first round yet");
    });
  });
  afterAll(async () => {
    await scheduler.stop();
    await stopRelaying();
    await collector.close();
    await database.close();
  });

  it("runs every kind of job", () => {
    expect([...rounds.keys()].sort()).toEqual([
      "analytics forwarding",
      "messages",
      "tax transactions",
      "webhooks",
    ]);
  });

  it("stores a queued message in the dev outbox within a second", async () => {
    await enqueueMessage(
      { db: database.db },
      { channel: "email", recipient: "ada@example.com", subject: "Code", body: "Code 493817" },
    );
    await expect
      .poll(async () => (await listDevOutbox({ db: database.db }, {})).length, {
        timeout: WOKEN_WITHIN_MS,
        interval: 20,
      })
      .toBe(1);
  });

  it("forwards stored analytics events within a second", async () => {
    await storeAnalyticsEvents(
      { db: database.db },
      { events: [analyticsEvent.parse(pageViewEvent())], forward: true },
    );
    await expect
      .poll(() => collector.accepted.length, { timeout: WOKEN_WITHIN_MS, interval: 20 })
      .toBe(1);
  });

  it("records a paid sale's tax calculation within a second", async () => {
    const { subscriptionIds } = await seedDueSubscriptions(
      { db: database.db },
      // Paid a minute ago by the clock the scheduler reads, so its record is due now.
      { count: 1, boughtAt: new Date(systemClock.now().getTime() - 60_000) },
    );
    expect(subscriptionIds).toHaveLength(1);
    const [order] = await database.db.select({ id: orders.id }).from(orders);
    await database.db
      .update(orders)
      .set({ tax_calculation_id: "taxcalc_test" })
      .where(eq(orders.id, order?.id ?? ""));
    await expect
      .poll(() => recorded, { timeout: WOKEN_WITHIN_MS, interval: 20 })
      .toEqual([order?.id]);
  });
});
