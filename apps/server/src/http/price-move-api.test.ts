import { randomUUID } from "node:crypto";
import type { Subscription } from "@creator-checkout/core/api";
import { billingTestKit } from "@creator-checkout/testing/billing-test-kit";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { testClock } from "@creator-checkout/testing/sign-in-helpers";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { and, asc, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, outgoingMessages, webhookEvents } from "../db/schema";
import { createPublisherKey } from "../domain/publisher-keys/create-publisher-key";
import { createWebhookEndpoint } from "../domain/webhooks/create-webhook-endpoint";

// Moving an option's subscribers to its current price, with notice (docs/decisions/181).

type Entry = {
  product: { id: string; options: Array<{ id: string; price: number | null }> };
  version: string;
  older_price_subscribers: Record<string, number>;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const SUPPORTER_USD = 2000;
const RAISED = 2500;

describe.each(testDatabases())("moving subscribers to a new price, on $name", (kind) => {
  const clock = testClock(new Date("2027-03-10T10:00:00Z"));
  const demo = onDemoDatabase(kind, async ({ database }) => {
    await createWebhookEndpoint(
      { db: database.db, policy: { production: false, allowedHosts: [] } },
      { publisherId: demoIds.publisher, url: "http://127.0.0.1:9/hooks" },
    );
    return buildSignInTestApp(database.db, clock);
  });
  const { buyer, buy, subscriptionOf, runDue, moveTo } = billingTestKit(demo, clock);

  const keyOf = async (scope: "read" | "write", username = "northwind") =>
    `Bearer ${(await createPublisherKey(demo.database.db, { username, scope })).key}`;
  const membership = async (authorization: string) => {
    const response = await demo.app.inject({
      url: "/api/publisher/products",
      headers: { authorization },
    });
    const entries = (response.json() as { products: Entry[] }).products;
    const entry = entries.find((candidate) => candidate.product.id === demoIds.membership);
    if (!entry) throw new Error("the membership is not listed");
    return entry;
  };
  const setSupporterPrice = async (price: number) => {
    const authorization = await keyOf("write");
    const { product, version } = await membership(authorization);
    const options = product.options.map((option) =>
      option.id === demoIds.supporter ? { ...option, price } : option,
    );
    const saved = await demo.app.inject({
      method: "PUT",
      url: `/api/publisher/products/${demoIds.membership}`,
      headers: { authorization },
      payload: { version, product: { ...product, options } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const move = async (
    payload: unknown,
    authorization?: string,
    optionId: string = demoIds.supporter,
  ) =>
    demo.app.inject({
      method: "POST",
      url: `/api/publisher/options/${optionId}/price-move`,
      headers: { authorization: authorization ?? (await keyOf("write")) },
      payload: payload as object,
    });
  const notices = (email: string) =>
    demo.database.db
      .select({ subject: outgoingMessages.subject, body: outgoingMessages.body })
      .from(outgoingMessages)
      .where(
        and(
          eq(outgoingMessages.recipient, email),
          like(outgoingMessages.subject, "The price of your subscription%"),
        ),
      );
  const renewalAmounts = async (sub: Pick<Subscription, "id">) =>
    (
      await demo.database.db
        .select({ amount: orders.amount, status: orders.status })
        .from(orders)
        .where(eq(orders.subscription_id, sub.id))
        .orderBy(asc(orders.created_at))
    )
      .filter((order) => order.status === "paid")
      .map((order) => order.amount);
  const scheduledEvents = async (sub: Pick<Subscription, "id">) =>
    (
      await demo.database.db
        .select({ payload: webhookEvents.payload })
        .from(webhookEvents)
        .where(
          and(
            eq(webhookEvents.resource_id, sub.id),
            eq(webhookEvents.type, "subscription.price_change_scheduled"),
          ),
        )
    ).map((event) => JSON.parse(event.payload).data);
  const subscribed = async () => {
    const b = await buyer();
    await buy(b, demoIds.supporter);
    return { b, sub: await subscriptionOf(b, demoIds.supporter) };
  };

  it("sells the raised price to new buyers while subscribers renew at theirs until moved, then after the notice", async () => {
    await setSupporterPrice(SUPPORTER_USD);
    const { b, sub } = await subscribed();
    await setSupporterPrice(RAISED);
    expect((await membership(await keyOf("read"))).older_price_subscribers).toEqual({
      [demoIds.supporter]: 1,
    });
    const newcomer = await buyer();
    expect((await buy(newcomer, demoIds.supporter)).amount).toBe(RAISED);

    // Forty days of notice: the renewal a month away is still at the old price.
    const moved = await move({ notice_days: 40 });
    expect(moved.statusCode, moved.body).toBe(200);
    // The newcomer already pays it.
    expect(moved.json()).toEqual({ scheduled: 1, unchanged: 1, without_price: 0 });
    expect((await membership(await keyOf("read"))).older_price_subscribers).toEqual({});
    const [notice, ...more] = await notices(b.email);
    expect(more).toEqual([]);
    expect(notice?.body).toContain("from $20 to $25");
    const [event] = await scheduledEvents(sub);
    expect(event).toMatchObject({ renewal_amount: SUPPORTER_USD, new_renewal_amount: RAISED });
    const movesAt = new Date(event.price_changes_at as string);
    expect(movesAt.getTime() - clock.now().getTime()).toBeGreaterThanOrEqual(40 * DAY_MS);
    expect(notice?.subject).toContain(new Date(movesAt).getUTCFullYear().toString());

    moveTo(sub.current_period_end as string);
    await runDue();
    const second = await subscriptionOf(b, demoIds.supporter);
    expect(second.next_charge).toMatchObject({ amount: RAISED, at: movesAt.toISOString() });
    moveTo(second.current_period_end as string);
    await runDue();
    expect(await renewalAmounts(sub)).toEqual([SUPPORTER_USD, RAISED]);
    expect((await subscriptionOf(b, demoIds.supporter)).next_charge?.amount).toBe(RAISED);
  });

  it("tells each subscriber once when sixty moves are sent at once", async () => {
    await setSupporterPrice(SUPPORTER_USD);
    const first = await subscribed();
    const second = await subscribed();
    await setSupporterPrice(RAISED);
    const answers = await Promise.all(Array.from({ length: 60 }, () => move({})));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const scheduled = answers.reduce((sum, answer) => sum + answer.json().scheduled, 0);
    expect(scheduled).toBeGreaterThanOrEqual(2);
    for (const { b, sub } of [first, second]) {
      expect(await notices(b.email)).toHaveLength(1);
      expect(await scheduledEvents(sub)).toHaveLength(1);
    }
    // The default notice is thirty days: the next renewal, a month off, may already be it.
    const [event] = await scheduledEvents(first.sub);
    const movesAt = new Date(event.price_changes_at as string).getTime();
    expect(movesAt - clock.now().getTime()).toBeGreaterThanOrEqual(30 * DAY_MS);
  });

  it("drops a move told of when the subscriber switches, and when the price comes back", async () => {
    await setSupporterPrice(SUPPORTER_USD);
    const { b, sub } = await subscribed();
    await setSupporterPrice(RAISED);
    expect((await move({ notice_days: 7 })).statusCode).toBe(200);
    expect((await subscriptionOf(b, demoIds.supporter)).next_charge?.amount).toBe(RAISED);
    await setSupporterPrice(SUPPORTER_USD);
    expect((await move({ notice_days: 7 })).statusCode).toBe(200);
    expect((await subscriptionOf(b, demoIds.supporter)).next_charge?.amount).toBe(SUPPORTER_USD);
    expect(await notices(b.email)).toHaveLength(1);

    await setSupporterPrice(RAISED);
    expect((await move({ notice_days: 7 })).statusCode).toBe(200);
    expect(await notices(b.email)).toHaveLength(2);
    const switched = await demo.app.inject({
      method: "POST",
      url: `/api/purchase/switch/${demoIds.monthly}`,
      headers: { ...(await b.headers()), "idempotency-key": randomUUID() },
      payload: { pay_now: false },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    moveTo(sub.current_period_end as string);
    await runDue();
    expect(await renewalAmounts(sub)).toEqual([800]);
  });

  it("refuses what it cannot do with a sentence, and writes nothing", async () => {
    await setSupporterPrice(SUPPORTER_USD);
    const { b } = await subscribed();
    await setSupporterPrice(RAISED);
    const refusals: Array<[unknown, number, RegExp]> = [
      [{ notice_days: 3 }, 400, /at least 7 days/],
      [{ notice_days: 400 }, 400, /at most 365 days/],
      [{ notice_days: 10.5 }, 400, /whole number of days/],
      [{ notice_days: "30" }, 400, /whole number of days/],
      [{ notice_days: 30, extra: true }, 400, /./],
      [[1, 2], 400, /./],
    ];
    for (const [payload, status, message] of refusals) {
      const answer = await move(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(status);
      expect(answer.json().message).toMatch(message);
    }
    const readOnly = await move({}, await keyOf("read"));
    expect(readOnly.statusCode).toBe(403);
    const once = await move({}, undefined, demoIds.dayPass);
    expect(once.statusCode).toBe(409);
    expect(once.json().message).toMatch(/does not renew/);
    const notOurs = await move({}, undefined, randomUUID());
    expect(notOurs.statusCode).toBe(404);
    const badId = await demo.app.inject({
      method: "POST",
      url: "/api/publisher/options/not-an-id/price-move",
      headers: { authorization: await keyOf("write") },
      payload: {},
    });
    expect(badId.statusCode).toBe(400);
    expect(await notices(b.email)).toEqual([]);
    expect((await subscriptionOf(b, demoIds.supporter)).next_charge?.amount).toBe(SUPPORTER_USD);
  });
});
