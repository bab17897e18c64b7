import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect";
import type { ChannelHandlers } from "../db/listen";
import { webhookEndpoints } from "../db/schema";
import { importCatalog } from "../domain/catalog/import-catalog";
import { createWebhookEndpoint } from "../domain/webhooks/create-webhook-endpoint";
import { recordWebhookEvent } from "../domain/webhooks/record-webhook-event";
import { enqueueMessage } from "../messaging/enqueue-message";
import { createWorkSignal, relayQueuedWork, type WorkQueue } from "./work-signal";

const message = { channel: "email", recipient: "ada@example.com", body: "123456" } as const;
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe.each(testDatabases())("queued work wakes the loops on $name", (kind) => {
  let database: Database;
  const heard: WorkQueue[] = [];
  let stopRelaying: () => Promise<void>;

  beforeAll(async () => {
    database = await kind.open();
    await importCatalog(database, demoCatalog());
    const signal = createWorkSignal();
    for (const queue of ["webhook_deliveries", "outgoing_messages"] as const) {
      signal.onQueued(queue, () => heard.push(queue));
    }
    stopRelaying = await relayQueuedWork(database, signal);
  });
  afterAll(async () => {
    await stopRelaying();
    await database.close();
  });

  const record = (resourceId: string) =>
    database.db.transaction((tx) =>
      recordWebhookEvent(
        { db: tx },
        {
          publisherId: demoIds.publisher,
          type: "order.paid",
          resourceId,
          data: {},
          now: new Date("2030-01-01T00:00:00Z"),
        },
      ),
    );

  it("tells of a queued message once its transaction commits, and not before", async () => {
    heard.length = 0;
    await database.db.transaction(async (tx) => {
      await enqueueMessage({ db: tx }, message);
      await settle();
      expect(heard).toEqual([]);
    });
    await expect.poll(() => heard).toEqual(["outgoing_messages"]);
  });

  it("tells nothing of a message whose transaction was rolled back", async () => {
    heard.length = 0;
    const rolledBack = new Error("rolled back");
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMessage({ db: tx }, message);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    await settle();
    expect(heard).toEqual([]);
  });

  it("tells of a webhook's deliveries, and nothing of an event no endpoint wants", async () => {
    await database.db.delete(webhookEndpoints);
    heard.length = 0;
    await record("order-nobody-wants");
    await settle();
    expect(heard).toEqual([]);

    await createWebhookEndpoint(
      { db: database.db, policy: { production: false, allowedHosts: [] } },
      { publisherId: demoIds.publisher, url: "http://127.0.0.1:9/hooks" },
    );
    await record("order-with-an-endpoint");
    await expect.poll(() => heard).toEqual(["webhook_deliveries"]);
  });
});

describe("relaying queued work", () => {
  it("wakes every loop when notifications may have been missed", async () => {
    let handlers: ChannelHandlers | undefined;
    const signal = createWorkSignal();
    const woken: WorkQueue[] = [];
    signal.onQueued("webhook_deliveries", () => woken.push("webhook_deliveries"));
    signal.onQueued("outgoing_messages", () => woken.push("outgoing_messages"));
    await relayQueuedWork(
      {
        listen: async (_channel, given) => {
          handlers = given;
          return async () => {};
        },
      },
      signal,
    );

    handlers?.onReset();
    expect(woken).toEqual(["webhook_deliveries", "outgoing_messages"]);
  });
});
