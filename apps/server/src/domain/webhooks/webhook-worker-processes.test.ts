import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { processTestDatabases } from "@creator-checkout/testing/test-databases";
import {
  type ReceivedWebhook,
  startWebhookReceiver,
} from "@creator-checkout/testing/webhook-receiver";
import { startWebhookWorker } from "@creator-checkout/testing/webhook-worker";
import { eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect";
import { webhookAttempts, webhookDeliveries } from "../../db/schema";
import { importCatalog } from "../catalog/import-catalog";
import { createWebhookEndpoint } from "./create-webhook-endpoint";
import { recordWebhookEvent } from "./record-webhook-event";

const policy = { production: false, allowedHosts: [] };
const publisherId = demoIds.publisher;
type Worker = Awaited<ReturnType<typeof startWebhookWorker>>;

/** Until `done` holds, or the deadline: what a person watching the outbox would wait for. */
async function waitFor(done: () => Promise<boolean>, deadlineMs: number) {
  const deadline = Date.now() + deadlineMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error("the deliveries did not finish in time");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const postgres = processTestDatabases().find((kind) => kind.shared);

// Real processes on a real Postgres: what SKIP LOCKED and the lease promise across processes.
describe.skipIf(!postgres)("webhook workers in processes of their own on Postgres", () => {
  const workers: Worker[] = [];
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.kill()));
    for (const close of closers.splice(0).reverse()) await close();
  });

  const setUp = async (answer: Parameters<typeof startWebhookReceiver>[0]) => {
    if (!postgres) throw new Error("no Postgres to test on");
    const created = await postgres.create();
    closers.push(created.remove);
    const database: Database = await created.open();
    closers.push(() => database.close());
    const receiver = await startWebhookReceiver(answer);
    closers.push(receiver.close);
    await importCatalog(database, demoCatalog());
    const endpoint = await createWebhookEndpoint(
      { db: database.db, policy },
      { publisherId, url: receiver.url },
    );
    const databaseUrl = created.env.DATABASE_URL;
    if (!databaseUrl) throw new Error("the Postgres test database has no url");
    return { database, receiver, endpoint, databaseUrl };
  };

  it("hands a delivery whose process was killed mid-send to another process, same webhook-id", {
    timeout: 60_000,
  }, async () => {
    let firstArrived: () => void = () => {};
    const arrived = new Promise<void>((resolve) => {
      firstArrived = resolve;
    });
    const kit = await setUp((response, received) => {
      // The first request is left hanging: its process dies before any answer.
      if (received.length === 1) return firstArrived();
      response.end("ok");
    });
    await recordWebhookEvent(
      { db: kit.database.db },
      { publisherId, type: "order.paid", resourceId: "order-1", data: {}, now: new Date() },
    );
    const doomed = await startWebhookWorker(kit.databaseUrl, { leaseMs: 2_000 });
    workers.push(doomed);
    await arrived;
    await doomed.kill();
    workers.push(await startWebhookWorker(kit.databaseUrl, { leaseMs: 2_000 }));

    const delivery = async () =>
      (await kit.database.db.select().from(webhookDeliveries))[0] ?? null;
    await waitFor(async () => (await delivery())?.state === "delivered", 30_000);
    expect(await delivery()).toMatchObject({ attempts: 2, last_status: 200 });
    const [first, second] = kit.receiver.received as [ReceivedWebhook, ReceivedWebhook];
    expect(kit.receiver.received).toHaveLength(2);
    // The same event both times, so a receiver that keeps webhook-ids sees one event.
    expect(second.headers["webhook-id"]).toBe(first.headers["webhook-id"]);
    const verifier = new Webhook(kit.endpoint.secret);
    for (const webhook of [first, second]) {
      expect(() =>
        verifier.verify(webhook.body, webhook.headers as Record<string, string>),
      ).not.toThrow();
    }
    // The killed process wrote nothing of its attempt; the second attempt is in the log.
    const log = await kit.database.db
      .select({ attempt: webhookAttempts.attempt, status: webhookAttempts.status })
      .from(webhookAttempts);
    expect(log).toEqual([{ attempt: 2, status: 200 }]);
  });

  it("delivers 10,000 events from two processes, each once, every resource's in order", {
    timeout: 300_000,
  }, async () => {
    const delivered = new Map<string, number>();
    const seenPerResource = new Map<string, number[]>();
    const failedOnce = new Set<string>();
    const kit = await setUp((response, received) => {
      const webhook = received.at(-1) as ReceivedWebhook;
      const id = String(webhook.headers["webhook-id"]);
      const { data } = JSON.parse(webhook.body) as { data: { resource: string; n: number } };
      // One event in 97 fails its first attempt, so retries and waiting resources mix in.
      if (data.n % 97 === 5 && !failedOnce.has(id)) {
        failedOnce.add(id);
        response.statusCode = 500;
        return response.end();
      }
      delivered.set(id, (delivered.get(id) ?? 0) + 1);
      seenPerResource.set(data.resource, [...(seenPerResource.get(data.resource) ?? []), data.n]);
      response.end("ok");
    });
    const { db } = kit.database;
    const now = new Date();
    await db.transaction(async (tx) => {
      for (let n = 0; n < 10_000; n += 1) {
        const resource = `resource-${n % 500}`;
        await recordWebhookEvent(
          { db: tx },
          { publisherId, type: "order.paid", resourceId: resource, data: { resource, n }, now },
        );
      }
    });
    const options = { leaseMs: 60_000, timeoutMs: 15_000 };
    workers.push(
      ...(await Promise.all([
        startWebhookWorker(kit.databaseUrl, options),
        startWebhookWorker(kit.databaseUrl, options),
      ])),
    );
    const deliveredCount = async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.state, "delivered"));
      return row?.n ?? 0;
    };
    await waitFor(async () => (await deliveredCount()) === 10_000, 240_000);

    expect(delivered.size).toBe(10_000);
    expect([...delivered.values()].every((times) => times === 1)).toBe(true);
    expect(failedOnce.size).toBeGreaterThan(100);
    expect(seenPerResource.size).toBe(500);
    for (const numbers of seenPerResource.values()) {
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    }
    const [twice] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(webhookAttempts)
      .where(sql`(${webhookAttempts.delivery_id}, ${webhookAttempts.attempt}) in (
          select delivery_id, attempt from ${webhookAttempts} group by 1, 2 having count(*) > 1)`);
    expect(twice?.n).toBe(0);
  });
});
