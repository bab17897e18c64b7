import { randomUUID } from "node:crypto";
import type { Subscription } from "@creator-checkout/core/api";
import { catalogFileSchema } from "@creator-checkout/core/catalog";
import { type Buyer, billingTestKit } from "@creator-checkout/testing/billing-test-kit";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { testClock } from "@creator-checkout/testing/sign-in-helpers";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cancelAnswers, orders, webhookEvents } from "../db/schema";
import { createPublisherKey } from "../domain/publisher-keys/create-publisher-key";
import { createWebhookEndpoint } from "../domain/webhooks/create-webhook-endpoint";

// Instead of canceling, a subscriber may switch to a cheaper option or stay for a share off
// their next renewals, where the store offers it (docs/decisions/182).

const REASONS = ["Too expensive", "Missing a feature"];
const OFFER = { percent_off: 25, renewals: 2 };

function offeringCatalog() {
  const catalog = demoCatalog();
  return catalogFileSchema.parse({
    ...catalog,
    publisher: {
      ...catalog.publisher,
      cancel_flow: {
        reasons: REASONS,
        offer_pause: false,
        offer_switch: true,
        retention_offer: OFFER,
      },
    },
  });
}

describe.each(testDatabases())("offers instead of canceling, on $name", (kind) => {
  const clock = testClock(new Date("2027-05-10T10:00:00Z"));
  const demo = onDemoDatabase(
    kind,
    async ({ database }) => {
      await createWebhookEndpoint(
        { db: database.db, policy: { production: false, allowedHosts: [] } },
        { publisherId: demoIds.publisher, url: "http://127.0.0.1:9/hooks" },
      );
      return buildSignInTestApp(database.db, clock);
    },
    { catalog: offeringCatalog() },
  );
  const { buy, subscriptionOf, buyer, runDue, moveTo } = billingTestKit(demo, clock);

  const takeOffer = async (b: Buyer, sub: Pick<Subscription, "id">, payload?: unknown) =>
    demo.app.inject({
      method: "POST",
      url: `/api/subscriptions/${sub.id}/retention-offer`,
      headers: await b.headers(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const switchTo = async (b: Buyer, optionId: string, payload: object) =>
    demo.app.inject({
      method: "POST",
      url: `/api/purchase/switch/${optionId}`,
      headers: { ...(await b.headers()), "idempotency-key": randomUUID() },
      payload,
    });
  const subscribed = async () => {
    const b = await buyer();
    await buy(b, demoIds.supporter);
    return { b, sub: await subscriptionOf(b, demoIds.supporter) };
  };
  const answersOf = (sub: Pick<Subscription, "id">) =>
    demo.database.db
      .select({
        reason: cancelAnswers.reason,
        note: cancelAnswers.note,
        outcome: cancelAnswers.outcome,
      })
      .from(cancelAnswers)
      .where(eq(cancelAnswers.subscription_id, sub.id));
  const toldOf = async (sub: Pick<Subscription, "id">) =>
    (
      await demo.database.db
        .select({ type: webhookEvents.type, payload: webhookEvents.payload })
        .from(webhookEvents)
        .where(eq(webhookEvents.resource_id, sub.id))
        .orderBy(asc(webhookEvents.created_at))
    )
      .filter((event) => event.type === "subscription.cancel_answered")
      .map((event) => JSON.parse(event.payload).data.cancel_answer);
  const paidRenewals = async (sub: Pick<Subscription, "id">) =>
    demo.database.db
      .select({
        period: orders.period_number,
        amount: orders.amount,
        retention: orders.retention_discount,
      })
      .from(orders)
      .where(
        and(
          eq(orders.subscription_id, sub.id),
          eq(orders.kind, "renewal"),
          eq(orders.status, "paid"),
        ),
      )
      .orderBy(asc(orders.period_number));

  it("gives the page the cheaper option of the same product and cycle, and the discount offered", async () => {
    const { sub } = await subscribed();
    expect(sub.cancel_flow).toEqual({
      reasons: REASONS,
      offer_pause: false,
      // Supporter renews at 20.00 a month: Monthly (8.00) is cheaper; Yearly is another cycle.
      switch_options: [
        { product_option_id: demoIds.monthly, title: "Monthly", amount: 800, currency: "USD" },
      ],
      retention_offer: OFFER,
    });
    expect(sub.retention).toBeNull();
  });

  it("charges exactly the next N renewals at the discount, then full price, under two billing runs at once", async () => {
    const { b, sub } = await subscribed();
    const taken = await takeOffer(b, sub, { cancel_answer: { reason: "Too expensive" } });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({
      retention: { percent_off: 25, renewals_left: 2 },
      next_charge: { amount: 1500, currency: "USD" },
      cancel_flow: { retention_offer: null },
    });
    for (let round = 0; round < 3; round += 1) {
      const before = await subscriptionOf(b, demoIds.supporter);
      moveTo(before.current_period_end ?? "");
      await Promise.all([runDue(), runDue()]);
    }
    expect(await paidRenewals(sub)).toEqual([
      { period: 1, amount: 1500, retention: 500 },
      { period: 2, amount: 1500, retention: 500 },
      { period: 3, amount: 2000, retention: 0 },
    ]);
    const after = await subscriptionOf(b, demoIds.supporter);
    expect(after.retention).toBeNull();
    expect(after.next_charge?.amount).toBe(2000);
    expect(await answersOf(sub)).toEqual([
      { reason: "Too expensive", note: null, outcome: "discounted" },
    ]);
    expect(await toldOf(sub)).toEqual([
      { reason: "Too expensive", note: null, outcome: "discounted" },
    ]);
  });

  it("takes the discount once per subscription, and withdraws a cancel already made", async () => {
    const { b, sub } = await subscribed();
    const canceled = await demo.app.inject({
      method: "POST",
      url: `/api/subscriptions/${sub.id}/cancel`,
      headers: await b.headers(),
    });
    expect(canceled.json().cancel_at_period_end).toBe(true);
    const first = await takeOffer(b, sub);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().cancel_at_period_end).toBe(false);
    const again = await takeOffer(b, sub, { cancel_answer: { reason: "Missing a feature" } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: "OFFER_ALREADY_TAKEN",
      message: "This subscription has already taken the store's discount; it is offered once.",
    });
    expect(await answersOf(sub)).toEqual([{ reason: null, note: null, outcome: "discounted" }]);
    expect((await subscriptionOf(b, demoIds.supporter)).retention?.renewals_left).toBe(2);
  });

  it("takes the discount once when two presses arrive at once", async () => {
    const { b, sub } = await subscribed();
    const answers = await Promise.all([takeOffer(b, sub), takeOffer(b, sub)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await answersOf(sub)).toHaveLength(1);
  });

  it("switches to the cheaper option from the next renewal, recording why, and tells webhooks", async () => {
    const { b, sub } = await subscribed();
    const switched = await switchTo(b, demoIds.monthly, {
      pay_now: false,
      cancel_answer: { reason: "Too expensive", note: "Less is fine" },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toMatchObject({
      order: null,
      subscription: {
        product_option_id: demoIds.supporter,
        next_charge: { amount: 800, currency: "USD", at: sub.current_period_end },
      },
    });
    const recorded = { reason: "Too expensive", note: "Less is fine", outcome: "switched" };
    expect(await answersOf(sub)).toEqual([recorded]);
    expect(await toldOf(sub)).toEqual([recorded]);
  });

  it("refuses a switch from the cancel step the store does not offer, or made now, writing nothing", async () => {
    const { b, sub } = await subscribed();
    const answer = { reason: "Too expensive" };
    const pricier = await switchTo(b, demoIds.yearly, { pay_now: false, cancel_answer: answer });
    expect(pricier.statusCode).toBe(422);
    expect(pricier.json()).toEqual({
      error: "OFFER_NOT_MADE",
      message:
        "This store does not offer that option instead of canceling. Choose one the page shows.",
    });
    const now = await switchTo(b, demoIds.monthly, { pay_now: true, cancel_answer: answer });
    expect(now.statusCode).toBe(422);
    expect(now.json().message).toBe(
      "A switch instead of canceling takes effect at the next renewal: send pay_now false.",
    );
    const unlisted = await switchTo(b, demoIds.monthly, {
      pay_now: false,
      cancel_answer: { reason: "Not listed" },
    });
    expect(unlisted.statusCode).toBe(422);
    expect(unlisted.json().error).toBe("REASON_NOT_OFFERED");
    expect(await subscriptionOf(b, demoIds.supporter)).toMatchObject({
      next_charge: { amount: 2000 },
    });
    expect(await answersOf(sub)).toEqual([]);
  });

  it("refuses hostile input with a 4xx and a sentence, never a 5xx, and changes nothing", async () => {
    const { b, sub } = await subscribed();
    const hostileAnswers: unknown[] = [
      { note: "x".repeat(501) },
      { note: "ring\u0007the bell" },
      { reason: 42 },
      { reason: "'; DROP TABLE subscriptions; --" },
      "Too expensive",
      { reason: "Too expensive", outcome: "switched" },
    ];
    const hostile: unknown[] = [
      { cancel_answer: { note: "x".repeat(501) } },
      { cancel_answer: { note: "ring\u0007the bell" } },
      { cancel_answer: { reason: 42 } },
      { cancel_answer: { reason: "'; DROP TABLE subscriptions; --" } },
      { cancel_answer: "Too expensive" },
      { percent_off: 100, renewals: 12 },
      { cancel_answer: { reason: "Too expensive", outcome: "canceled" } },
      "Too expensive",
      [],
    ];
    for (const payload of hostile) {
      const response = await takeOffer(b, sub, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(500);
      expect(response.json().message).toMatch(/\w+ \w+/);
    }
    for (const cancel_answer of hostileAnswers) {
      const switched = await switchTo(b, demoIds.monthly, { pay_now: false, cancel_answer });
      expect(switched.statusCode, JSON.stringify(cancel_answer)).toBeGreaterThanOrEqual(400);
      expect(switched.statusCode, JSON.stringify(cancel_answer)).toBeLessThan(500);
      expect(switched.json().message).toMatch(/\w+ \w+/);
    }
    const { cancel_flow, retention, next_charge } = await subscriptionOf(b, demoIds.supporter);
    expect(retention).toBeNull();
    expect(next_charge?.amount).toBe(2000);
    expect(cancel_flow.retention_offer).toEqual(OFFER);
    expect(await answersOf(sub)).toEqual([]);
  });

  it("refuses another buyer's session, and leaves the subscription as it was", async () => {
    const { b, sub } = await subscribed();
    const stranger = await buyer();
    const foreign = await takeOffer(stranger, sub, { cancel_answer: { reason: "Too expensive" } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe("SUBSCRIPTION_NOT_FOUND");
    // The stranger holds no subscription a switch would replace.
    const foreignSwitch = await switchTo(stranger, demoIds.monthly, {
      pay_now: false,
      cancel_answer: { reason: "Too expensive" },
    });
    expect(foreignSwitch.statusCode).toBeGreaterThanOrEqual(400);
    expect(foreignSwitch.statusCode).toBeLessThan(500);
    expect((await subscriptionOf(b, demoIds.supporter)).retention).toBeNull();
    expect(await answersOf(sub)).toEqual([]);
  });

  it("counts switches and discounts taken for the creator, beside cancels and pauses", async () => {
    const { key } = await createPublisherKey(demo.database.db, {
      username: "northwind",
      scope: "read",
    });
    const counts = async () => {
      const response = await demo.app.inject({
        url: "/api/publisher/cancel-answers",
        headers: { authorization: `Bearer ${key}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      const rows: { reason: string | null; switched: number; discounted: number }[] =
        response.json().data;
      return (
        rows.find((row) => row.reason === "Missing a feature") ?? { switched: 0, discounted: 0 }
      );
    };
    const before = await counts();
    const first = await subscribed();
    await takeOffer(first.b, first.sub, { cancel_answer: { reason: "Missing a feature" } });
    const second = await subscribed();
    await switchTo(second.b, demoIds.monthly, {
      pay_now: false,
      cancel_answer: { reason: "Missing a feature" },
    });
    const after = await counts();
    expect(after.switched).toBe(before.switched + 1);
    expect(after.discounted).toBe(before.discounted + 1);
  });
});

describe.each(testDatabases())("a store that makes no offers, on $name", (kind) => {
  const clock = testClock(new Date("2027-05-10T10:00:00Z"));
  const demo = onDemoDatabase(kind, async ({ database }) => buildSignInTestApp(database.db, clock));
  const { buy, subscriptionOf, buyer } = billingTestKit(demo, clock);

  it("offers no switch and no discount, and refuses one asked for", async () => {
    const b = await buyer();
    await buy(b, demoIds.supporter);
    const sub = await subscriptionOf(b, demoIds.supporter);
    expect(sub.cancel_flow).toMatchObject({ switch_options: [], retention_offer: null });
    const refused = await demo.app.inject({
      method: "POST",
      url: `/api/subscriptions/${sub.id}/retention-offer`,
      headers: await b.headers(),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error: "OFFER_NOT_MADE",
      message: "This store makes no discount offer to this subscription now.",
    });
  });
});
