import { randomUUID } from "node:crypto";
import { billingTestKit } from "@creator-checkout/testing/billing-test-kit";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { testClock } from "@creator-checkout/testing/sign-in-helpers";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { and, asc, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outgoingMessages, webhookDeliveries, webhookEvents } from "../db/schema";
import { createPublisherKey } from "../domain/publisher-keys/create-publisher-key";
import { createWebhookEndpoint } from "../domain/webhooks/create-webhook-endpoint";

const DECLINING_CARD = "4000000000000002";

// Each change that moves money leaves its event, with one delivery to the publisher's endpoint,
// from the transaction that made the change (docs/decisions/079).
describe.each(testDatabases())("the webhook events money leaves on $name", (kind) => {
  const clock = testClock(new Date("2027-03-10T09:00:00Z"));
  const demo = onDemoDatabase(kind, async ({ database }) => {
    await createWebhookEndpoint(
      { db: database.db, policy: { production: false, allowedHosts: [] } },
      { publisherId: demoIds.publisher, url: "http://127.0.0.1:9/hooks" },
    );
    return buildSignInTestApp(database.db, clock);
  });
  const kit = billingTestKit(demo, clock);

  const eventsOf = async (resourceId: string) => {
    const rows = await demo.database.db
      .select({ type: webhookEvents.type, payload: webhookEvents.payload })
      .from(webhookEvents)
      .innerJoin(webhookDeliveries, eq(webhookDeliveries.event_id, webhookEvents.id))
      .where(eq(webhookEvents.resource_id, resourceId))
      .orderBy(asc(webhookDeliveries.sequence));
    return rows.map((row) => ({ type: row.type, ...JSON.parse(row.payload) }));
  };
  const typesOf = async (resourceId: string) =>
    (await eventsOf(resourceId)).map((event) => event.type);

  it("tells of a subscription bought, renewed, past due and ended, and of each paid order", async () => {
    const b = await kit.buyer();
    const bought = await kit.buy(b, demoIds.supporter);
    const sub = await kit.subscriptionOf(b, demoIds.supporter);
    expect(await typesOf(bought.order_id)).toEqual(["order.paid"]);
    const [created] = await eventsOf(sub.id);
    expect(created).toMatchObject({
      type: "subscription.created",
      data: { subscription_id: sub.id, order_id: bought.order_id, status: "ACTIVE" },
    });

    kit.moveTo(sub.current_period_end as string);
    await kit.runDue();
    expect(await typesOf(sub.id)).toEqual(["subscription.created", "subscription.renewed"]);
    const renewalPaid = (await eventsOf(sub.id)).at(-1);
    expect(renewalPaid?.data.status).toBe("ACTIVE");

    await kit.makeDefault(b, DECLINING_CARD);
    for (let tries = 0; tries < 4; tries += 1) {
      const current = await kit.subscriptionOf(b, demoIds.supporter);
      kit.moveTo((current.overdue?.next_retry_at ?? current.current_period_end) as string);
      await kit.runDue();
    }
    expect(await typesOf(sub.id)).toEqual([
      "subscription.created",
      "subscription.renewed",
      "subscription.past_due",
      "subscription.canceled",
    ]);
    const paidOrders = await demo.database.db
      .select({ payload: webhookEvents.payload })
      .from(webhookEvents)
      .where(eq(webhookEvents.type, "order.paid"));
    const kinds = paidOrders.map((row) => JSON.parse(row.payload).data);
    expect(
      kinds.filter((data) => data.subscription_id === sub.id).map((data) => data.kind),
    ).toEqual(["purchase", "renewal"]);
  });

  it("tells of each refund after the order's payment, with what is refunded in all", async () => {
    const { key } = await createPublisherKey(demo.database.db, { username: "northwind" });
    const b = await kit.buyer();
    const bought = await kit.buy(b, demoIds.supporter);
    const refund = (amount: number) =>
      demo.app.inject({
        method: "POST",
        url: `/api/publisher/orders/${bought.order_id}/refunds`,
        headers: { authorization: `Bearer ${key}`, "idempotency-key": randomUUID() },
        payload: { amount },
      });
    expect((await refund(500)).statusCode).toBe(201);
    expect((await refund(1_500)).statusCode).toBe(201);
    const events = await eventsOf(bought.order_id);
    expect(events.map((event) => event.type)).toEqual([
      "order.paid",
      "order.refunded",
      "order.refunded",
    ]);
    expect(events[1]?.data).toMatchObject({
      order_id: bought.order_id,
      amount: 2_000,
      refund: { amount: 500, currency: "USD", refunded_total: 500, subscription_ended: false },
    });
    expect(events[2]?.data.refund).toMatchObject({ amount: 1_500, refunded_total: 2_000 });
  });

  it("tells of a switch paid now, after the order that paid for it", async () => {
    const b = await kit.buyer();
    await kit.buy(b, demoIds.supporter);
    const sub = await kit.subscriptionOf(b, demoIds.supporter);
    clock.advance(24 * 60 * 60);
    const switched = await demo.app.inject({
      method: "POST",
      url: `/api/purchase/switch/${demoIds.yearly}`,
      headers: { ...(await b.headers()), "idempotency-key": randomUUID() },
      payload: { pay_now: true },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const events = await eventsOf(sub.id);
    expect(events.map((event) => event.type)).toEqual([
      "subscription.created",
      "subscription.switched",
    ]);
    expect(events[1]?.data).toMatchObject({
      product_option_id: demoIds.yearly,
      previous_product_option_id: demoIds.supporter,
    });
    expect(await typesOf(switched.json().order.order_id)).toEqual(["order.paid"]);
  });

  it("tells of a gift bought and redeemed, without its code", async () => {
    const giver = await kit.buyer();
    const email = `friend-${randomUUID().slice(0, 8)}@example.com`;
    const given = await demo.app.inject({
      method: "POST",
      url: "/api/purchase/gift",
      headers: { ...(await giver.headers()), "idempotency-key": randomUUID() },
      payload: {
        sender: { first_name: "Ada" },
        recipient: { first_name: "Grace", email },
        product_option_id: demoIds.monthly,
      },
    });
    expect(given.statusCode, given.body).toBe(200);
    const [mail] = await demo.database.db
      .select()
      .from(outgoingMessages)
      .where(and(eq(outgoingMessages.recipient, email), like(outgoingMessages.subject, "%gift%")));
    const code = /[?&]code=([A-Za-z0-9_-]{43})/.exec(mail?.body ?? "")?.[1] ?? "";
    const friend = await kit.buyer();
    const redeemed = await demo.app.inject({
      method: "POST",
      url: "/api/gifts/redeem",
      headers: await friend.headers(),
      payload: { code },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);

    const [purchased] = await demo.database.db
      .select({ resource: webhookEvents.resource_id })
      .from(webhookEvents)
      .where(eq(webhookEvents.type, "gift.purchased"));
    const events = await eventsOf(purchased?.resource ?? "");
    expect(events.map((event) => event.type)).toEqual(["gift.purchased", "gift.redeemed"]);
    expect(events[1]?.data).toMatchObject({
      gift_id: purchased?.resource,
      order_id: given.json().order_id,
    });
    expect(JSON.stringify(events)).not.toContain(code);
    expect(JSON.stringify(events)).not.toContain(email);
  });
});
