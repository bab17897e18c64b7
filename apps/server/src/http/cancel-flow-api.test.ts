import type { Subscription } from "@creator-checkout/core/api";
import { catalogFileSchema } from "@creator-checkout/core/catalog";
import { type Buyer, billingTestKit } from "@creator-checkout/testing/billing-test-kit";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { testClock } from "@creator-checkout/testing/sign-in-helpers";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cancelAnswers, webhookEvents } from "../db/schema";
import { createPublisherKey } from "../domain/publisher-keys/create-publisher-key";
import { createWebhookEndpoint } from "../domain/webhooks/create-webhook-endpoint";

// A subscriber who presses Cancel is asked why and may be offered a pause (docs/decisions/178).

const REASONS = ["Too expensive", "Je n'ai plus le temps", "Missing a feature"];

/** The demo store: pausing up to two periods, its reasons, and the pause offered on the way out. */
function askingCatalog() {
  const catalog = demoCatalog();
  return catalogFileSchema.parse({
    ...catalog,
    publisher: {
      ...catalog.publisher,
      max_pause_periods: 2,
      cancel_flow: { reasons: REASONS, offer_pause: true },
    },
  });
}

describe.each(testDatabases())("a subscriber's answer on the way out, on $name", (kind) => {
  const clock = testClock(new Date("2027-03-10T10:00:00Z"));
  const demo = onDemoDatabase(
    kind,
    async ({ database }) => {
      await createWebhookEndpoint(
        { db: database.db, policy: { production: false, allowedHosts: [] } },
        { publisherId: demoIds.publisher, url: "http://127.0.0.1:9/hooks" },
      );
      return buildSignInTestApp(database.db, clock);
    },
    { catalog: askingCatalog() },
  );
  const { buy, subscriptionOf, buyer } = billingTestKit(demo, clock);

  const cancel = async (b: Buyer, sub: Pick<Subscription, "id">, payload?: unknown) =>
    demo.app.inject({
      method: "POST",
      url: `/api/subscriptions/${sub.id}/cancel`,
      headers: await b.headers(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const pause = async (b: Buyer, sub: Pick<Subscription, "id">, payload: object) =>
    demo.app.inject({
      method: "POST",
      url: `/api/subscriptions/${sub.id}/pause`,
      headers: await b.headers(),
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
      .map((event) => JSON.parse(event.payload).data);

  it("gives the page the store's reasons and the pause it offers instead", async () => {
    const { sub } = await subscribed();
    expect(sub.cancel_flow).toEqual({
      reasons: REASONS,
      offer_pause: true,
      switch_options: [],
      retention_offer: null,
    });
    expect(sub.pause_options.map((option) => option.periods)).toEqual([1, 2]);
  });

  it("cancels with the reason and words given, records them once, and tells webhooks", async () => {
    const { b, sub } = await subscribed();
    const answer = { reason: "Too expensive", note: "  Maybe later, when I earn more.\nThanks! " };
    const canceled = await cancel(b, sub, answer);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({ cancel_at_period_end: true, status: "ACTIVE" });
    const recorded = {
      reason: "Too expensive",
      note: "Maybe later, when I earn more.\nThanks!",
      outcome: "canceled",
    };
    // Canceling again changes nothing and is not counted again.
    expect((await cancel(b, sub, answer)).statusCode).toBe(200);
    expect(await answersOf(sub)).toEqual([recorded]);
    expect(await toldOf(sub)).toEqual([
      expect.objectContaining({
        subscription_id: sub.id,
        cancel_at_period_end: true,
        cancel_answer: recorded,
      }),
    ]);
  });

  it("cancels without an answer, as before, and with an empty one, which counts as no reason", async () => {
    const first = await subscribed();
    const bare = await cancel(first.b, first.sub);
    expect(bare.statusCode, bare.body).toBe(200);
    expect(await answersOf(first.sub)).toEqual([]);
    const second = await subscribed();
    expect((await cancel(second.b, second.sub, {})).statusCode).toBe(200);
    expect(await answersOf(second.sub)).toEqual([
      { reason: null, note: null, outcome: "canceled" },
    ]);
  });

  it("pauses instead of canceling, recording why the subscriber meant to go", async () => {
    const { b, sub } = await subscribed();
    const paused = await pause(b, sub, {
      periods: 1,
      cancel_answer: { reason: "Je n'ai plus le temps", note: null },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({
      cancel_at_period_end: false,
      paused_until: expect.any(String),
    });
    expect(await answersOf(sub)).toEqual([
      { reason: "Je n'ai plus le temps", note: null, outcome: "paused" },
    ]);
    expect(await toldOf(sub)).toEqual([
      expect.objectContaining({ cancel_answer: expect.objectContaining({ outcome: "paused" }) }),
    ]);
  });

  it("refuses a reason the store does not list, and changes nothing", async () => {
    const { b, sub } = await subscribed();
    for (const reason of ["too expensive", "Something else", "Too expensive "]) {
      const refused = await cancel(b, sub, { reason });
      expect(refused.statusCode, reason).toBe(422);
      expect(refused.json()).toEqual({
        error: "REASON_NOT_OFFERED",
        message:
          "This store does not list that reason. Choose one of the reasons the page shows, or none.",
      });
      const notPaused = await pause(b, sub, { periods: 1, cancel_answer: { reason } });
      expect(notPaused.statusCode).toBe(422);
    }
    expect(await subscriptionOf(b, demoIds.supporter)).toMatchObject({
      cancel_at_period_end: false,
      paused_until: null,
    });
    expect(await answersOf(sub)).toEqual([]);
  });

  it("refuses hostile input with a 4xx and a sentence, never a 5xx, and changes nothing", async () => {
    const { b, sub } = await subscribed();
    const hostile: unknown[] = [
      { note: "x".repeat(501) },
      { note: "ring\u0007the bell" },
      { note: "\u0000" },
      { reason: 42 },
      { reason: ["Too expensive"] },
      { reason: { $ne: null } },
      { reason: "x".repeat(10_000) },
      { outcome: "paused" },
      { reason: "Too expensive", note: "ok", admin: true },
      "Too expensive",
      [],
    ];
    for (const payload of hostile) {
      const response = await cancel(b, sub, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(500);
      expect(response.json().message).toMatch(/\w+ \w+/);
    }
    const injected = await cancel(b, sub, { reason: "'; DROP TABLE cancel_answers; --" });
    expect(injected.statusCode).toBe(422);
    expect(await subscriptionOf(b, demoIds.supporter)).toMatchObject({
      cancel_at_period_end: false,
    });
    expect(await answersOf(sub)).toEqual([]);
  });

  it("refuses a cancel by another buyer's session, and leaves the subscription as it was", async () => {
    const { b, sub } = await subscribed();
    const stranger = await buyer();
    const foreign = await cancel(stranger, sub, { reason: "Too expensive" });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe("SUBSCRIPTION_NOT_FOUND");
    const foreignPause = await pause(stranger, sub, {
      periods: 1,
      cancel_answer: { reason: "Too expensive" },
    });
    expect(foreignPause.statusCode).toBe(404);
    expect(await subscriptionOf(b, demoIds.supporter)).toMatchObject({
      cancel_at_period_end: false,
      paused_until: null,
    });
    expect(await answersOf(sub)).toEqual([]);
  });

  it("counts the answers per reason for the creator, canceled and paused apart", async () => {
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
      const rows: { reason: string | null; canceled: number; paused: number }[] =
        response.json().data;
      return (reason: string | null) =>
        rows.find((row) => row.reason === reason) ?? { reason, canceled: 0, paused: 0 };
    };
    const before = await counts();
    const first = await subscribed();
    await cancel(first.b, first.sub, { reason: "Missing a feature" });
    const second = await subscribed();
    await pause(second.b, second.sub, {
      periods: 2,
      cancel_answer: { reason: "Missing a feature" },
    });
    const third = await subscribed();
    await cancel(third.b, third.sub, { note: "Moving abroad" });
    const after = await counts();
    expect(after("Missing a feature")).toMatchObject({
      reason: "Missing a feature",
      canceled: before("Missing a feature").canceled + 1,
      paused: before("Missing a feature").paused + 1,
    });
    expect(after(null).canceled).toBe(before(null).canceled + 1);
    const anonymous = await demo.app.inject({ url: "/api/publisher/cancel-answers" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("leaves one consistent state after a cancel and a pause sent at once, with an answer for each that was made", async () => {
    for (let round = 0; round < 3; round += 1) {
      const { b, sub } = await subscribed();
      const [canceled, paused] = await Promise.all([
        cancel(b, sub, { reason: "Too expensive" }),
        pause(b, sub, { periods: 1, cancel_answer: { reason: "Missing a feature" } }),
      ]);
      expect(canceled.statusCode, canceled.body).toBe(200);
      const after = await subscriptionOf(b, demoIds.supporter);
      // Either the pause came first and the cancel then ends it at the pause's end, or the
      // cancel came first and the pause was refused: never a pause recorded that was not made.
      expect(after.cancel_at_period_end).toBe(true);
      const outcomes = (await answersOf(sub)).map((answer) => answer.outcome).sort();
      if (paused.statusCode === 200) {
        expect(after.paused_until).not.toBeNull();
        expect(after.current_period_end).toBe(after.paused_until);
        expect(outcomes).toEqual(["canceled", "paused"]);
      } else {
        expect(paused.statusCode).toBe(409);
        expect(after.paused_until).toBeNull();
        expect(outcomes).toEqual(["canceled"]);
      }
    }
  });
});
