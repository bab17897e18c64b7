import { randomUUID } from "node:crypto";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { testClock } from "@creator-checkout/testing/sign-in-helpers";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect";
import { webhookAttempts, webhookDeliveries, webhookEvents } from "../../db/schema";
import { importCatalog } from "../catalog/import-catalog";
import { createWebhookEndpoint } from "./create-webhook-endpoint";
import { pruneWebhookHistory } from "./prune-webhook-history";

const policy = { production: false, allowedHosts: [] };
const day = 24 * 3600_000;

describe.each(testDatabases())("pruneWebhookHistory on $name", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await kind.open();
    await importCatalog(database, demoCatalog());
  });
  afterAll(async () => {
    await database.close();
  });

  /** An event `daysAgo` old with one delivery in `state` and its one attempt, or none. */
  async function seed(endpointId: string, at: Date, state: string | null) {
    const { db } = database;
    const [event] = await db
      .insert(webhookEvents)
      .values({
        id: randomUUID(),
        publisher_id: demoIds.publisher,
        type: "order.paid",
        resource_id: randomUUID(),
        payload: "{}",
        created_at: at,
      })
      .returning();
    if (!event) throw new Error("no event");
    if (state === null) return { eventId: event.id, attemptId: null };
    const [delivery] = await db
      .insert(webhookDeliveries)
      .values({
        event_id: event.id,
        endpoint_id: endpointId,
        resource_id: event.resource_id,
        state,
        attempts: 1,
        next_attempt_at: at,
        created_at: at,
      })
      .returning();
    const [attempt] = await db
      .insert(webhookAttempts)
      .values({ delivery_id: delivery?.id ?? "", attempt: 1, latency_ms: 5, created_at: at })
      .returning();
    return { eventId: event.id, attemptId: attempt?.id ?? null };
  }

  it("deletes what is 90 days old, in batches, and never what still waits to be sent", async () => {
    const { db } = database;
    const clock = testClock();
    const endpoint = await createWebhookEndpoint(
      { db, policy },
      { publisherId: demoIds.publisher, url: "https://hooks.example.com/in" },
    );
    const ago = (days: number) => new Date(clock.now().getTime() - days * day);
    const delivered = await seed(endpoint.id, ago(91), "delivered");
    const givenUp = await seed(endpoint.id, ago(91), "failed");
    const waiting = await seed(endpoint.id, ago(200), "pending");
    const recent = await seed(endpoint.id, ago(89), "delivered");
    const backlog = await db
      .insert(webhookEvents)
      .values(
        Array.from({ length: 2_100 }, (_, index) => ({
          id: randomUUID(),
          publisher_id: demoIds.publisher,
          type: "order.paid",
          resource_id: `backlog-${index}`,
          payload: "{}",
          created_at: ago(95),
        })),
      )
      .returning({ id: webhookEvents.id });

    const first = await pruneWebhookHistory({ db, clock });
    expect(first).toEqual({ webhookAttempts: 2, webhookEvents: 2_102 });
    const eventsLeft = async (ids: string[]) =>
      (
        await db
          .select({ id: webhookEvents.id })
          .from(webhookEvents)
          .where(inArray(webhookEvents.id, ids))
      )
        .map((row) => row.id)
        .sort();
    const seeded = [delivered, givenUp, waiting, recent].map((one) => one.eventId);
    expect(await eventsLeft([...seeded, ...backlog.map((row) => row.id)])).toEqual(
      [waiting.eventId, recent.eventId].sort(),
    );
    const attemptOfWaiting = await db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.id, waiting.attemptId ?? ""));
    expect(attemptOfWaiting).toHaveLength(1);

    clock.advance(2 * 24 * 3600);
    expect(await pruneWebhookHistory({ db, clock })).toEqual({
      webhookAttempts: 1,
      webhookEvents: 1,
    });
    expect(await eventsLeft(seeded)).toEqual([waiting.eventId]);
    const pending = await db
      .select({ state: webhookDeliveries.state })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.event_id, waiting.eventId));
    expect(pending).toEqual([{ state: "pending" }]);
  });
});
