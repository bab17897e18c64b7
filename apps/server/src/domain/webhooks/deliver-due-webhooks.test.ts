import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { recordingLogger } from "@creator-checkout/testing/recording-logger";
import { testClock } from "@creator-checkout/testing/sign-in-helpers";
import { processTestDatabases, testDatabases } from "@creator-checkout/testing/test-databases";
import {
  type ReceivedWebhook,
  startWebhookReceiver,
} from "@creator-checkout/testing/webhook-receiver";
import { and, eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect";
import {
  outgoingMessages,
  publishers,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from "../../db/schema";
import { importCatalog } from "../catalog/import-catalog";
import { createWebhookEndpoint } from "./create-webhook-endpoint";
import {
  type DeliverDueWebhooksOptions,
  deliverDueWebhooks,
  deliverWebhookBacklog,
} from "./deliver-due-webhooks";
import { recordWebhookEvent } from "./record-webhook-event";
import { WEBHOOK_RETRY_DELAYS_MS } from "./webhook-retry-schedule";

const policy = { production: false, allowedHosts: [] };
const publisherId = demoIds.publisher;

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

describe.each(testDatabases())("the webhook worker on $name", (kind) => {
  let database: Database;
  const receivers: Receiver[] = [];
  beforeAll(async () => {
    database = await kind.open();
    await importCatalog(database, demoCatalog());
  });
  afterAll(async () => {
    await Promise.all(receivers.map((receiver) => receiver.close()));
    await database.close();
  });

  /** What the creator was written about the endpoint at the catalog's contact address. */
  const creatorMails = async (url: string) =>
    (
      await database.db
        .select({ body: outgoingMessages.body })
        .from(outgoingMessages)
        .where(
          and(
            eq(outgoingMessages.recipient, "owner@northwind.example"),
            eq(outgoingMessages.subject, `Webhooks to ${url} are stopped`),
          ),
        )
    ).map((mail) => mail.body);

  /** A receiver, its endpoint (every event) and a worker whose clock and jitter the test holds. */
  const setUp = async (answer: Parameters<typeof startWebhookReceiver>[0]) => {
    const receiver = await startWebhookReceiver(answer);
    receivers.push(receiver);
    const { db } = database;
    // Each test has the publisher's one endpoint: the ones of the tests before go.
    await db.delete(webhookEndpoints);
    const endpoint = await createWebhookEndpoint(
      { db, policy },
      { publisherId, url: receiver.url },
    );
    const clock = testClock();
    const logger = recordingLogger();
    const round = (options?: DeliverDueWebhooksOptions) =>
      deliverDueWebhooks({ db, clock, policy, logger, random: () => 0 }, options);
    const record = (resourceId: string, data: Record<string, unknown> = {}) =>
      db.transaction((tx) =>
        recordWebhookEvent(
          { db: tx },
          { publisherId, type: "order.paid", resourceId, data, now: clock.now() },
        ),
      );
    const deliveries = () =>
      db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpoint_id, endpoint.id));
    const endpointRow = async () =>
      (await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id)))[0];
    const verify = (webhook: ReceivedWebhook) =>
      new Webhook(endpoint.secret).verify(webhook.body, webhook.headers as Record<string, string>);
    return { receiver, endpoint, clock, round, record, deliveries, endpointRow, verify, logger };
  };

  it("sends a burst in one call of the task, a full round after another, and stops at a short one", async () => {
    const kit = await setUp((response) => response.end("ok"));
    for (let index = 0; index < 45; index++) await kit.record(`burst-${index}`);
    const deps = { db: database.db, clock: kit.clock, policy, logger: kit.logger };
    const sent = await deliverWebhookBacklog(deps, { batchSize: 20 });
    expect(sent).toEqual({ claimed: 45, delivered: 45 });
    expect(kit.receiver.received).toHaveLength(45);
    expect(await deliverWebhookBacklog(deps)).toEqual({ claimed: 0, delivered: 0 });
  });

  it("tries again after 5 s, 5 min and 30 min, and delivers on the fourth attempt", async () => {
    const kit = await setUp((response, received) => {
      response.statusCode = received.length <= 3 ? 500 : 200;
      response.end(received.length <= 3 ? "down" : "ok");
    });
    await kit.record("order-1", { n: 1 });

    for (const [index, delayMs] of WEBHOOK_RETRY_DELAYS_MS.slice(0, 3).entries()) {
      await kit.round();
      expect(kit.receiver.received).toHaveLength(index + 1);
      const [pending] = await kit.deliveries();
      expect(pending).toMatchObject({ state: "pending", attempts: index + 1, last_status: 500 });
      expect(pending?.next_attempt_at.getTime()).toBe(kit.clock.now().getTime() + delayMs);
      // Not due a moment before its time.
      kit.clock.advance(delayMs / 1000 - 1);
      expect((await kit.round()).claimed).toBe(0);
      kit.clock.advance(1);
    }
    expect(await kit.round()).toEqual({ claimed: 1, delivered: 1 });

    expect(kit.receiver.received).toHaveLength(4);
    for (const webhook of kit.receiver.received)
      expect(kit.verify(webhook)).toMatchObject({ data: { n: 1 } });
    const ids = new Set(kit.receiver.received.map((webhook) => webhook.headers["webhook-id"]));
    expect(ids.size).toBe(1);
    const [delivered] = await kit.deliveries();
    expect(delivered).toMatchObject({ state: "delivered", attempts: 4, last_status: 200 });
    const log = await database.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.delivery_id, delivered?.id ?? ""))
      .orderBy(webhookAttempts.attempt);
    expect(log.map((line) => [line.attempt, line.status, line.response_body])).toEqual([
      [1, 500, "down"],
      [2, 500, "down"],
      [3, 500, "down"],
      [4, 200, "ok"],
    ]);
    expect((await kit.endpointRow())?.failing_since).toBeNull();
  });

  it("gives a delivery up after its tenth attempt, about three days after the first", async () => {
    const kit = await setUp((response) => {
      response.statusCode = 502;
      response.end();
    });
    await kit.record("order-2");
    for (const delayMs of WEBHOOK_RETRY_DELAYS_MS) {
      await kit.round();
      kit.clock.advance(delayMs / 1000);
    }
    await kit.round();
    expect(kit.receiver.received).toHaveLength(10);
    expect(await kit.deliveries()).toMatchObject([{ state: "failed", attempts: 10 }]);
    // Three days of failures are not five: the endpoint stays enabled.
    expect((await kit.endpointRow())?.disabled_at).toBeNull();
  });

  it("disables the endpoint on 410 Gone, and sends nothing more to it", async () => {
    const kit = await setUp((response) => {
      response.statusCode = 410;
      response.end("gone");
    });
    await kit.record("order-3");
    await kit.round();
    expect(await kit.deliveries()).toMatchObject([
      { state: "failed", attempts: 1, last_status: 410 },
    ]);
    expect(await kit.endpointRow()).toMatchObject({
      disabled_reason: "the receiver answered 410 Gone",
    });
    expect(await creatorMails(kit.endpoint.url)).toEqual([
      expect.stringContaining("the receiver answered 410 Gone"),
    ]);
    await kit.record("order-4");
    kit.clock.advance(3600);
    await kit.round();
    expect(kit.receiver.received).toHaveLength(1);
    expect(await kit.deliveries()).toHaveLength(1);
  });

  it("writes to the creator in the store's default language", async () => {
    const kit = await setUp((response) => {
      response.statusCode = 410;
      response.end("gone");
    });
    const store = eq(publishers.id, publisherId);
    await database.db.update(publishers).set({ default_locale: "de" }).where(store);
    try {
      await kit.record("order-de");
      await kit.round();
      const [mail] = await database.db
        .select({ subject: outgoingMessages.subject, body: outgoingMessages.body })
        .from(outgoingMessages)
        .where(eq(outgoingMessages.subject, `Webhooks an ${kit.endpoint.url} sind angehalten`));
      expect(mail?.body).toContain("Der Empfänger hat mit 410 Gone geantwortet.");
      expect(mail?.body).toContain(
        `PATCH /api/publisher/webhooks/${kit.endpoint.id} {"disabled": false}`,
      );
      expect(mail?.body).not.toMatch(/\b(the|every|delivery)\b/);
    } finally {
      await database.db.update(publishers).set({ default_locale: "en" }).where(store);
    }
  });

  it("gives up on a receiver that does not answer in time, and tries it again later", async () => {
    const kit = await setUp(() => {});
    await kit.record("order-5");
    expect(await kit.round({ timeoutMs: 300 })).toEqual({ claimed: 1, delivered: 0 });
    const [pending] = await kit.deliveries();
    expect(pending).toMatchObject({ state: "pending", attempts: 1, last_status: null });
    expect(pending?.next_attempt_at.getTime()).toBe(kit.clock.now().getTime() + 5_000);
    const [line] = await database.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.delivery_id, pending?.id ?? ""));
    expect(line?.error).toBe("no answer within 0.3 s");
    expect(line?.latency_ms).toBeGreaterThanOrEqual(290);
  });

  it("waits as long as Retry-After asks when that is longer than the schedule", async () => {
    const kit = await setUp((response) => {
      response.statusCode = 503;
      response.setHeader("retry-after", "120");
      response.end();
    });
    await kit.record("order-6");
    await kit.round();
    const [pending] = await kit.deliveries();
    expect(pending?.next_attempt_at.getTime()).toBe(kit.clock.now().getTime() + 120_000);
  });

  it("disables an endpoint that has failed for five days", async () => {
    const kit = await setUp((response) => {
      response.statusCode = 500;
      response.end();
    });
    await kit.record("order-7");
    await kit.round();
    expect((await kit.endpointRow())?.failing_since).toEqual(kit.clock.now());
    // Deliveries of other resources kept failing meanwhile.
    await database.db
      .update(webhookEndpoints)
      .set({ failing_since: new Date(kit.clock.now().getTime() - 5 * 86_400_000 + 1_000) })
      .where(eq(webhookEndpoints.id, kit.endpoint.id));
    kit.clock.advance(6);
    await kit.round();
    expect(await kit.endpointRow()).toMatchObject({
      disabled_reason: "every delivery failed for 5 days",
    });
    expect(await creatorMails(kit.endpoint.url)).toEqual([
      expect.stringContaining("every delivery failed for 5 days"),
    ]);
    // Later failures of deliveries already claimed do not write again.
    kit.clock.advance(3600);
    await kit.round();
    expect(await creatorMails(kit.endpoint.url)).toHaveLength(1);
  });

  it("sends a resource's events in order, the next one waiting while the first is retried", async () => {
    let failedOnce = false;
    const kit = await setUp((response, received) => {
      const { data } = JSON.parse(received.at(-1)?.body ?? "{}") as { data: { n: number } };
      const fail = data.n === 1 && !failedOnce;
      failedOnce ||= fail;
      response.statusCode = fail ? 500 : 200;
      response.end();
    });
    await kit.record("subscription-1", { n: 1 });
    await kit.record("subscription-1", { n: 2 });
    await kit.record("subscription-2", { n: 3 });
    await kit.round();
    const order = () =>
      kit.receiver.received.map(
        (webhook) => (kit.verify(webhook) as { data: { n: number } }).data.n,
      );
    expect(order().sort()).toEqual([1, 3]);
    kit.clock.advance(5);
    await kit.round();
    await kit.round();
    expect(order().slice(2)).toEqual([1, 2]);
  });
});

describe.each(processTestDatabases().filter((kind) => kind.shared))(
  "two webhook workers on one $name database",
  (kind) => {
    it("deliver 1,000 events once each, every resource's in order", {
      timeout: 120_000,
    }, async () => {
      const created = await kind.create();
      const [first, second] = [await created.open(), await created.open()];
      const received = new Map<string, number>();
      const seenPerResource = new Map<string, number[]>();
      const receiver = await startWebhookReceiver((response, all) => {
        const webhook = all.at(-1) as ReceivedWebhook;
        const id = String(webhook.headers["webhook-id"]);
        // Every seventh event fails its first attempt, so retries and waits mix in.
        const { data } = JSON.parse(webhook.body) as { data: { resource: string; n: number } };
        if (data.n % 7 === 3 && !received.has(`${id}:failed`)) {
          received.set(`${id}:failed`, 1);
          response.statusCode = 500;
          return response.end();
        }
        received.set(id, (received.get(id) ?? 0) + 1);
        seenPerResource.set(data.resource, [...(seenPerResource.get(data.resource) ?? []), data.n]);
        setTimeout(() => response.end("ok"), Math.random() * 3);
      });
      try {
        const clock = testClock();
        const { db } = first;
        await importCatalog(first, demoCatalog());
        await createWebhookEndpoint({ db, policy }, { publisherId, url: receiver.url });
        for (let n = 0; n < 1_000; n += 1) {
          const resource = `resource-${n % 40}`;
          await recordWebhookEvent(
            { db },
            {
              publisherId,
              type: "order.paid",
              resourceId: resource,
              data: { resource, n },
              now: clock.now(),
            },
          );
        }
        const work = async (database: Database) => {
          const deps = { db: database.db, clock, policy, logger: recordingLogger() };
          let total = 0;
          for (;;) {
            const { claimed } = await deliverDueWebhooks(deps, { batchSize: 10 });
            total += claimed;
            if (claimed > 0) continue;
            const [left] = await database.db
              .select({ n: sql<number>`count(*)::int` })
              .from(webhookDeliveries)
              .where(eq(webhookDeliveries.state, "pending"));
            if (left?.n === 0) return total;
            clock.advance(6);
          }
        };
        const claims = await Promise.all([work(first), work(second)]);
        // Both took a share of the work.
        expect(Math.min(...claims)).toBeGreaterThan(100);

        const deliveredIds = [...received.entries()].filter(([id]) => !id.endsWith(":failed"));
        expect(deliveredIds).toHaveLength(1_000);
        expect(deliveredIds.every(([, times]) => times === 1)).toBe(true);
        expect(seenPerResource.size).toBe(40);
        for (const numbers of seenPerResource.values()) {
          expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        }
      } finally {
        await receiver.close();
        await first.close();
        await second.close();
        await created.remove();
      }
    });
  },
);
