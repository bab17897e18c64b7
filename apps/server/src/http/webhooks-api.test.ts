import { randomUUID } from "node:crypto";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { recordingLogger } from "@creator-checkout/testing/recording-logger";
import { otherPublisherCatalog, testClock } from "@creator-checkout/testing/sign-in-helpers";
import { newBuyerBuys } from "@creator-checkout/testing/signed-in-buyer";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import {
  type ReceivedWebhook,
  startWebhookReceiver,
} from "@creator-checkout/testing/webhook-receiver";
import { and, eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookDeliveries } from "../db/schema";
import { importCatalog } from "../domain/catalog/import-catalog";
import { createPublisherKey } from "../domain/publisher-keys/create-publisher-key";
import { deliverDueWebhooks } from "../domain/webhooks/deliver-due-webhooks";

const policy = { production: false, allowedHosts: [] };

/** The event a receiver got, after checking its signature with `secret` as a creator would. */
function verified(secret: string, webhook: ReceivedWebhook) {
  return new Webhook(secret).verify(webhook.body, webhook.headers as Record<string, string>) as {
    type: string;
    timestamp: string;
    data: Record<string, unknown>;
  };
}

describe.each(testDatabases())("webhook endpoints and deliveries on $name", (kind) => {
  const clock = testClock();
  let key: string;
  let otherKey: string;
  const demo = onDemoDatabase(kind, async ({ database }) => {
    const other = otherPublisherCatalog();
    await importCatalog(database, other);
    key = (await createPublisherKey(database.db, { username: "northwind" })).key;
    otherKey = (await createPublisherKey(database.db, { username: other.publisher.username })).key;
    return buildSignInTestApp(database.db, clock, { webhookPolicy: policy });
  });
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());

  const call = (
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    payload?: object,
    bearer = key,
  ) =>
    demo.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${bearer}` },
      ...(payload ? { payload } : {}),
    });
  const deliverAll = async () => {
    const deps = { db: demo.database.db, clock, policy, logger: recordingLogger() };
    while ((await deliverDueWebhooks(deps)).claimed > 0);
  };
  const addEndpoint = async (body: object = { url: receiver.url }) => {
    const created = await call("POST", "/api/publisher/webhooks", body);
    expect(created.statusCode).toBe(201);
    return created.json() as { id: string; secret: string; events: string[] };
  };

  it("shows the secret once, lists endpoints without it, and answers another publisher 404", async () => {
    const endpoint = await addEndpoint({ url: receiver.url, events: ["gift.redeemed"] });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint.events).toEqual(["gift.redeemed"]);

    const listed = await call("GET", "/api/publisher/webhooks");
    expect(listed.statusCode).toBe(200);
    expect(JSON.stringify(listed.json())).not.toContain("whsec_");
    expect(listed.json().endpoints).toContainEqual(expect.objectContaining({ id: endpoint.id }));

    const paths = [
      ["PATCH", `/api/publisher/webhooks/${endpoint.id}`, { disabled: true }],
      ["DELETE", `/api/publisher/webhooks/${endpoint.id}`],
      ["POST", `/api/publisher/webhooks/${endpoint.id}/test`],
      ["POST", `/api/publisher/webhooks/${endpoint.id}/rotate-secret`],
      ["GET", `/api/publisher/webhooks/${endpoint.id}/deliveries`],
      ["POST", `/api/publisher/webhooks/${endpoint.id}/deliveries/${randomUUID()}/replay`],
    ] as const;
    for (const [method, url, body] of paths) {
      const answer = await call(method, url, body, otherKey);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json().message).toBe("There is no such webhook endpoint.");
    }
    expect((await call("GET", "/api/publisher/webhooks", undefined, otherKey)).json()).toEqual({
      endpoints: [],
    });
    expect(
      (await call("GET", "/api/publisher/webhooks", undefined, "ccpk_forged")).statusCode,
    ).toBe(401);

    const disabled = await call("PATCH", `/api/publisher/webhooks/${endpoint.id}`, {
      disabled: true,
    });
    expect(disabled.json()).toMatchObject({
      disabled: true,
      disabled_reason: "disabled by the creator",
    });
    expect((await call("DELETE", `/api/publisher/webhooks/${endpoint.id}`)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/publisher/webhooks/${endpoint.id}`)).statusCode).toBe(404);
  });

  it("refuses in production every IPv6 form of a loopback or private IPv4 address", async () => {
    const production = await buildSignInTestApp(demo.database.db, clock, {
      webhookPolicy: { production: true, allowedHosts: [] },
    });
    const create = (url: string) =>
      production.inject({
        method: "POST",
        url: "/api/publisher/webhooks",
        headers: { authorization: `Bearer ${key}` },
        payload: { url },
      });
    try {
      for (const host of [
        "[::127.0.0.1]",
        "[::7f00:1]",
        "[::ffff:127.0.0.1]",
        "[::ffff:0:a9fe:a9fe]",
        "[64:ff9b::10.0.0.1]",
        "[64:ff9b:1::a00:1]",
        "[2002:7f00:1::1]",
        "[2001:0:7f00:1::1]",
      ]) {
        const answer = await create(`https://${host}:4742/`);
        expect(answer.statusCode, host).toBe(400);
        expect(answer.json().message, host).toBe(
          "The url points at an address webhooks may not reach.",
        );
      }
      // A DNS64 network's way to a public IPv4 host. Removed at once, so no event is sent there.
      const nat64 = await create("https://[64:ff9b::8.8.8.8]/hooks");
      expect(nat64.statusCode).toBe(201);
      await call("DELETE", `/api/publisher/webhooks/${nat64.json().id}`);
    } finally {
      await production.close();
    }
  });

  it("refuses urls a receiver cannot be at, with a sentence", async () => {
    const refused = [
      ["ftp://example.com/hooks", "The url must start with https:// or http://."],
      ["https://user:secret@example.com/hooks", /may not hold a user name or password/],
      [`https://example.com/${"a".repeat(2_050)}`, /at most 2048 characters/],
      ["not a url", "The url is not a valid address."],
      [
        "http://169.254.169.254/latest/meta-data",
        "The url points at an address webhooks may not reach.",
      ],
      ["http://[::ffff:10.0.0.1]/hooks", "The url points at an address webhooks may not reach."],
    ] as const;
    for (const [url, message] of refused) {
      const answer = await call("POST", "/api/publisher/webhooks", { url });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().message, url).toMatch(message);
    }
    const unknownEvent = await call("POST", "/api/publisher/webhooks", {
      url: receiver.url,
      events: ["order.stolen"],
    });
    expect(unknownEvent.statusCode).toBe(400);
    const twice = await call("POST", "/api/publisher/webhooks", {
      url: receiver.url,
      events: ["order.paid", "order.paid"],
    });
    expect(twice.json().message).toBe("Name each event once.");
  });

  it("delivers a purchase's order.paid and subscription.created, signed and verifiable", async () => {
    const endpoint = await addEndpoint();
    const { bought } = await newBuyerBuys(demo.app, demo.database.db, demoIds.supporter);
    expect(bought.json().status).toBe("paid");
    const orderId = bought.json().order_id as string;
    const before = receiver.received.length;

    await deliverAll();

    const events = receiver.received
      .slice(before)
      .map((webhook) => verified(endpoint.secret, webhook));
    expect(events.map((event) => event.type).sort()).toEqual([
      "order.paid",
      "subscription.created",
    ]);
    expect(events.find((event) => event.type === "order.paid")?.data).toMatchObject({
      order_id: orderId,
      amount: bought.json().amount,
      currency: bought.json().currency,
    });
    await call("DELETE", `/api/publisher/webhooks/${endpoint.id}`);
  });

  it("sends a test event, logs each attempt, and replays a delivery with the same webhook-id", async () => {
    const endpoint = await addEndpoint({ url: receiver.url, events: ["gift.purchased"] });
    const queued = await call("POST", `/api/publisher/webhooks/${endpoint.id}/test`);
    expect(queued.statusCode).toBe(202);
    await deliverAll();
    const sent = receiver.received.at(-1) as ReceivedWebhook;
    expect(verified(endpoint.secret, sent).type).toBe("webhook.test");

    const log = await call("GET", `/api/publisher/webhooks/${endpoint.id}/deliveries`);
    const [delivery] = log.json().deliveries;
    expect(delivery).toMatchObject({
      id: queued.json().delivery_id,
      event_type: "webhook.test",
      state: "delivered",
      attempts: 1,
      next_attempt_at: null,
      log: [{ attempt: 1, status: 200, response_body: "ok", error: null }],
    });

    const replay = await call(
      "POST",
      `/api/publisher/webhooks/${endpoint.id}/deliveries/${delivery.id}/replay`,
    );
    expect(replay.statusCode).toBe(202);
    await deliverAll();
    const again = receiver.received.at(-1) as ReceivedWebhook;
    expect(again.headers["webhook-id"]).toBe(sent.headers["webhook-id"]);
    expect(verified(endpoint.secret, again).type).toBe("webhook.test");
    await call("DELETE", `/api/publisher/webhooks/${endpoint.id}`);
  });

  it("signs with both secrets for 24 hours after a rotation, then with the new one only", async () => {
    const endpoint = await addEndpoint({ url: receiver.url, events: ["gift.purchased"] });
    const rotated = await call("POST", `/api/publisher/webhooks/${endpoint.id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    const newSecret = rotated.json().secret as string;
    expect(newSecret).not.toBe(endpoint.secret);

    await call("POST", `/api/publisher/webhooks/${endpoint.id}/test`);
    await deliverAll();
    const during = receiver.received.at(-1) as ReceivedWebhook;
    expect(String(during.headers["webhook-signature"]).split(" ")).toHaveLength(2);
    expect(verified(newSecret, during).type).toBe("webhook.test");
    expect(verified(endpoint.secret, during).type).toBe("webhook.test");

    clock.advance(24 * 3600 + 1);
    await call("POST", `/api/publisher/webhooks/${endpoint.id}/test`);
    await deliverAll();
    const after = receiver.received.at(-1) as ReceivedWebhook;
    expect(String(after.headers["webhook-signature"]).split(" ")).toHaveLength(1);
    expect(verified(newSecret, after).type).toBe("webhook.test");
    expect(() => verified(endpoint.secret, after)).toThrow("No matching signature found");
    await call("DELETE", `/api/publisher/webhooks/${endpoint.id}`);
  });
  it("queues again every delivery given up since a time, each once, at most 1,000 a call", async () => {
    const endpoint = await addEndpoint({ url: receiver.url, events: ["gift.purchased"] });
    const db = demo.database.db;
    for (let index = 0; index < 3; index++) {
      await call("POST", `/api/publisher/webhooks/${endpoint.id}/test`);
    }
    await deliverAll();
    const firstSent = receiver.received.slice(-3).map((webhook) => webhook.headers["webhook-id"]);
    // Given up: two of them yesterday, one a week ago, as the retry schedule leaves them.
    const ofEndpoint = eq(webhookDeliveries.endpoint_id, endpoint.id);
    await db.update(webhookDeliveries).set({ state: "failed" }).where(ofEndpoint);
    const [oldest] = await db
      .select({ id: webhookDeliveries.id, eventId: webhookDeliveries.event_id })
      .from(webhookDeliveries)
      .where(ofEndpoint)
      .orderBy(webhookDeliveries.sequence)
      .limit(1);
    await db
      .update(webhookDeliveries)
      .set({ created_at: sql`${webhookDeliveries.created_at} - interval '7 days'` })
      .where(eq(webhookDeliveries.id, oldest?.id ?? ""));
    const since = new Date(clock.now().getTime() - 24 * 3600_000).toISOString();
    const replay = (body: object = { since }) =>
      call("POST", `/api/publisher/webhooks/${endpoint.id}/replay`, body);

    const answers = await Promise.all(Array.from({ length: 10 }, () => replay()));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(202));
    const queued = answers.map((answer) => answer.json().queued as number);
    expect(queued.reduce((sum, n) => sum + n, 0)).toBe(2);
    expect(answers.every((answer) => answer.json().more === false)).toBe(true);
    const before = receiver.received.length;
    await deliverAll();
    const resent = receiver.received.slice(before).map((webhook) => webhook.headers["webhook-id"]);
    // Each resource's events go in order; these three are of three resources, in any order.
    expect(resent.sort()).toEqual(firstSent.filter((id) => id !== oldest?.eventId).sort());
    expect((await replay()).json()).toEqual({ queued: 0, more: false });
    const older = await replay({ since: "2000-01-01T00:00:00+02:00" });
    expect(older.json()).toEqual({ queued: 1, more: false });

    for (const body of [
      {},
      { since: "yesterday" },
      { since: 5 },
      { since: "2026-13-01T00:00:00Z" },
    ]) {
      const refused = await replay(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toMatch(/since/);
    }
    const foreign = await call(
      "POST",
      `/api/publisher/webhooks/${endpoint.id}/replay`,
      { since },
      otherKey,
    );
    expect(foreign.statusCode).toBe(404);
    await call("DELETE", `/api/publisher/webhooks/${endpoint.id}`);
  });

  it("queues at most 1,000 given-up deliveries a call and says when more are left", async () => {
    const endpoint = await addEndpoint({ url: receiver.url, events: ["gift.purchased"] });
    const db = demo.database.db;
    await call("POST", `/api/publisher/webhooks/${endpoint.id}/test`);
    const [template] = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpoint_id, endpoint.id));
    if (!template) throw new Error("the test event was not queued");
    await db.insert(webhookDeliveries).values(
      Array.from({ length: 1_000 }, () => ({
        event_id: template.event_id,
        endpoint_id: endpoint.id,
        resource_id: template.resource_id,
        state: "failed",
        next_attempt_at: clock.now(),
      })),
    );
    await db
      .update(webhookDeliveries)
      .set({ state: "failed" })
      .where(eq(webhookDeliveries.id, template.id));
    const replay = () =>
      call("POST", `/api/publisher/webhooks/${endpoint.id}/replay`, {
        since: "2000-01-01T00:00:00Z",
      });

    expect((await replay()).json()).toEqual({ queued: 1_000, more: true });
    expect((await replay()).json()).toEqual({ queued: 1, more: false });
    const pending = await db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(eq(webhookDeliveries.endpoint_id, endpoint.id), eq(webhookDeliveries.state, "pending")),
      );
    expect(pending).toHaveLength(1_001);
    await call("DELETE", `/api/publisher/webhooks/${endpoint.id}`);
  });
});
