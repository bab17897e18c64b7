import { analyticsEvent } from "@creator-checkout/core/analytics";
import { pageViewEvent } from "@creator-checkout/testing/analytics-events";
import { recordingLogger } from "@creator-checkout/testing/recording-logger";
import {
  type StandInCollector,
  startStandInCollector,
} from "@creator-checkout/testing/stand-in-collector";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createHttpCollector,
  createPostHogCollector,
} from "../../adapters/analytics/analytics-collector";
import type { Database, Db } from "../../db/connect";
import { analyticsEvents, analyticsForwarding } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { forwardDueAnalyticsEvents } from "./forward-due-analytics-events";
import { storeAnalyticsEvents } from "./store-analytics-events";

const events = (n: number) =>
  Array.from({ length: n }, () => analyticsEvent.parse(pageViewEvent()));

/**
 * A clock the test moves by hand. It starts a second ahead: a stored event is due from
 * Postgres's now(), kept to the microsecond, and a Date made in the same millisecond would be
 * earlier than that.
 */
function movableClock(start = new Date(Date.now() + 1_000)): Clock & { advance(ms: number): void } {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms) => (now += ms) };
}

const receivedIds = (collector: StandInCollector) =>
  collector.accepted.flatMap((body) =>
    (body as { events: { id: string }[] }).events.map((e) => e.id),
  );

describe.each(testDatabases())("forwarding analytics events on $name", (kind) => {
  let database: Database;
  let collector: StandInCollector;

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    collector = await startStandInCollector();
    await database.db.delete(analyticsEvents);
  });
  afterEach(async () => {
    await collector.close();
  });

  it("sends each stored event to the collector once and empties the queue", async () => {
    await storeAnalyticsEvents({ db: database.db }, { events: events(3), forward: true });
    const deps = {
      db: database.db,
      collector: createHttpCollector(collector.url),
      clock: movableClock(),
      logger: recordingLogger(),
    };
    expect(await forwardDueAnalyticsEvents(deps)).toEqual({ claimed: 3, forwarded: 3 });
    expect(await forwardDueAnalyticsEvents(deps)).toEqual({ claimed: 0, forwarded: 0 });
    const stored = await database.db.select({ id: analyticsEvents.id }).from(analyticsEvents);
    expect(receivedIds(collector).sort()).toEqual(stored.map((row) => row.id).sort());
    const [first] = (collector.accepted[0] as { events: Record<string, unknown>[] }).events;
    expect(first).toMatchObject({
      type: "pay:page_view",
      conversation_id: "conv-42",
      campaign: { name: "spring", source: "newsletter" },
    });
    expect(await database.db.select().from(analyticsForwarding)).toEqual([]);
    // Forwarding takes nothing away from the dashboard's table.
    expect(stored).toHaveLength(3);
  });

  it("queues nothing when stored without forwarding", async () => {
    await storeAnalyticsEvents({ db: database.db }, { events: events(2), forward: false });
    expect(await database.db.select().from(analyticsForwarding)).toEqual([]);
  });

  it("retries a refused send after a growing wait, then gives up and keeps the event", async () => {
    await storeAnalyticsEvents({ db: database.db }, { events: events(1), forward: true });
    const clock = movableClock();
    const logger = recordingLogger();
    const deps = { db: database.db, collector: createHttpCollector(collector.url), clock, logger };
    collector.refuseNext(3, 503);

    expect(await forwardDueAnalyticsEvents(deps, { maxAttempts: 3 })).toEqual({
      claimed: 1,
      forwarded: 0,
    });
    expect(logger.entries.at(-1)?.message).toMatch(/will be retried/);
    // Not due again before its 5 s wait is over.
    clock.advance(4_000);
    expect((await forwardDueAnalyticsEvents(deps, { maxAttempts: 3 })).claimed).toBe(0);
    clock.advance(1_500);
    expect((await forwardDueAnalyticsEvents(deps, { maxAttempts: 3 })).claimed).toBe(1);
    // The second failure waits 10 s.
    clock.advance(9_000);
    expect((await forwardDueAnalyticsEvents(deps, { maxAttempts: 3 })).claimed).toBe(0);
    clock.advance(1_500);
    expect(await forwardDueAnalyticsEvents(deps, { maxAttempts: 3 })).toEqual({
      claimed: 1,
      forwarded: 0,
    });
    const [row] = await database.db.select().from(analyticsForwarding);
    expect(row).toMatchObject({ attempts: 3, last_error: "the collector answered 503" });
    expect(row?.failed_at).not.toBeNull();
    clock.advance(24 * 3_600_000);
    expect((await forwardDueAnalyticsEvents(deps, { maxAttempts: 3 })).claimed).toBe(0);
    expect(collector.accepted).toEqual([]);
  });

  it("delivers after the collector comes back", async () => {
    await storeAnalyticsEvents({ db: database.db }, { events: events(2), forward: true });
    const clock = movableClock();
    const deps = {
      db: database.db,
      collector: createHttpCollector(collector.url),
      clock,
      logger: recordingLogger(),
    };
    collector.refuseNext(1, 500);
    await forwardDueAnalyticsEvents(deps);
    clock.advance(6_000);
    expect(await forwardDueAnalyticsEvents(deps)).toEqual({ claimed: 2, forwarded: 2 });
    expect(receivedIds(collector)).toHaveLength(2);
  });

  it("delivers each event exactly once while two workers race", async () => {
    await storeAnalyticsEvents({ db: database.db }, { events: events(300), forward: true });
    const worker = () =>
      forwardDueAnalyticsEvents(
        {
          db: database.db,
          collector: createHttpCollector(collector.url),
          clock: movableClock(),
          logger: recordingLogger(),
        },
        { batchSize: 10, maxBatches: 100 },
      );
    const [one, two] = await Promise.all([worker(), worker()]);
    expect((one?.forwarded ?? 0) + (two?.forwarded ?? 0)).toBe(300);
    const ids = receivedIds(collector);
    expect(ids).toHaveLength(300);
    expect(new Set(ids).size).toBe(300);
    expect(await database.db.select().from(analyticsForwarding)).toEqual([]);
  });

  it("speaks PostHog's batch API when PostHog is the collector", async () => {
    await storeAnalyticsEvents({ db: database.db }, { events: events(2), forward: true });
    const deps = {
      db: database.db,
      collector: createPostHogCollector(collector.url, "phc_test_key"),
      clock: movableClock(),
      logger: recordingLogger(),
    };
    await forwardDueAnalyticsEvents(deps);
    expect(collector.paths).toEqual(["/batch/"]);
    const body = collector.accepted[0] as {
      api_key: string;
      batch: {
        event: string;
        uuid: string;
        timestamp: string;
        properties: Record<string, unknown>;
      }[];
    };
    expect(body.api_key).toBe("phc_test_key");
    expect(body.batch).toHaveLength(2);
    expect(body.batch[0]).toMatchObject({
      event: "pay:page_view",
      properties: { conversation_id: "conv-42", utm_campaign: "spring" },
    });
    expect(body.batch[0]?.properties.distinct_id).toEqual(expect.any(String));
  });

  it("leaves nothing to forward when the transaction that stored the events is rolled back", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await storeAnalyticsEvents(
          { db: tx as unknown as Db },
          { events: events(2), forward: true },
        );
        throw new Error("the request failed after the events were stored");
      }),
    ).rejects.toThrow("the request failed");
    const deps = {
      db: database.db,
      collector: createHttpCollector(collector.url),
      clock: movableClock(),
      logger: recordingLogger(),
    };
    expect(await forwardDueAnalyticsEvents(deps)).toEqual({ claimed: 0, forwarded: 0 });
    expect(await database.db.select().from(analyticsForwarding)).toEqual([]);
    expect(collector.accepted).toEqual([]);
  });
});
