import { randomUUID } from "node:crypto";
import type { Subscription } from "@creator-checkout/core/api";
import { catalogFileSchema } from "@creator-checkout/core/catalog";
import { addInterval } from "@creator-checkout/core/pricing";
import { type Buyer, billingTestKit } from "@creator-checkout/testing/billing-test-kit";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { testClock } from "@creator-checkout/testing/sign-in-helpers";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { parse } from "csv-parse/sync";
import { and, asc, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outgoingMessages, publishers, webhookEvents } from "../db/schema";
import { runDueBilling } from "../domain/billing/run-due-billing";
import { createPublisherKey } from "../domain/publisher-keys/create-publisher-key";
import { createWebhookEndpoint } from "../domain/webhooks/create-webhook-endpoint";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo store, letting its subscribers pause for up to two periods. */
function pausingCatalog() {
  const catalog = demoCatalog();
  return catalogFileSchema.parse({
    ...catalog,
    publisher: { ...catalog.publisher, max_pause_periods: 2 },
  });
}

/** `months` months past the start of a subscription's first period, on its anchor's day. */
const monthsAfterStart = (sub: Subscription, months: number) =>
  addInterval(new Date(sub.current_period_start), months, "month").toISOString();

describe.each(testDatabases())("pausing a subscription, on $name", (kind) => {
  // A month's last day: the periods after a pause keep it, as every period does.
  const clock = testClock(new Date("2027-01-31T10:00:00Z"));
  const demo = onDemoDatabase(
    kind,
    async ({ database }) => {
      await createWebhookEndpoint(
        { db: database.db, policy: { production: false, allowedHosts: [] } },
        { publisherId: demoIds.publisher, url: "http://127.0.0.1:9/hooks" },
      );
      return buildSignInTestApp(database.db, clock);
    },
    { catalog: pausingCatalog() },
  );
  const kit = billingTestKit(demo, clock);
  const { runDue, moveTo, buy, subscriptionOf, act, succeededChargesOf, buyer } = kit;

  const pause = async (b: Buyer, sub: Pick<Subscription, "id">, periods: unknown) =>
    demo.app.inject({
      method: "POST",
      url: `/api/subscriptions/${sub.id}/pause`,
      headers: await b.headers(),
      payload: { periods },
    });
  const remindersTo = async (email: string) =>
    demo.database.db
      .select({
        subject: outgoingMessages.subject,
        body: outgoingMessages.body,
        runAt: outgoingMessages.run_at,
      })
      .from(outgoingMessages)
      .where(
        and(
          eq(outgoingMessages.recipient, email),
          like(outgoingMessages.subject, "Your subscription resumes%"),
        ),
      );
  const subscribed = async () => {
    const b = await buyer();
    await buy(b, demoIds.supporter);
    return { b, sub: await subscriptionOf(b, demoIds.supporter) };
  };

  it("charges nothing while paused, even to two billing processes past the old date, then renews on the date moved by the periods", async () => {
    const { b, sub } = await subscribed();
    expect(sub.pause_options.map((option) => option.periods)).toEqual([1, 2]);
    expect(sub.pause_options[0]?.resumes_at).toBe(monthsAfterStart(sub, 2));

    const paused = await pause(b, sub, 1);
    expect(paused.statusCode, paused.body).toBe(200);
    const until = monthsAfterStart(sub, 2);
    expect(paused.json()).toMatchObject({
      status: "ACTIVE",
      paused_until: until,
      current_period_end: until,
      next_charge: { at: until, amount: 2000 },
      pause_options: [],
    });
    // The creator's list of subscribers shows the pause.
    const { key } = await createPublisherKey(demo.database.db, { username: "northwind" });
    const listed = await demo.app.inject({
      url: `/api/publisher/subscriptions?email=${encodeURIComponent(b.email)}`,
      headers: { authorization: `Bearer ${key}` },
    });
    expect(listed.json().data).toEqual([expect.objectContaining({ paused_until: until })]);
    // And so does its CSV export, in a column of its own.
    const exported = await demo.app.inject({
      url: `/api/publisher/subscriptions?format=csv&email=${encodeURIComponent(b.email)}`,
      headers: { authorization: `Bearer ${key}` },
    });
    const rows: Record<string, string>[] = parse(exported.body, { columns: true });
    expect(rows).toEqual([expect.objectContaining({ id: sub.id, paused_until: until })]);
    // The e-mail saying when it resumes, queued once, three days before.
    const reminders = await remindersTo(b.email);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.subject).toMatch(/^Your subscription resumes on \w+ \d+, \d{4}$/);
    expect(reminders[0]?.body).toContain(
      "Your paused subscription to Northwind Membership: Supporter",
    );
    expect(reminders[0]?.runAt.toISOString()).toBe(
      new Date(new Date(until).getTime() - 3 * DAY_MS).toISOString(),
    );

    // Past the date it would have renewed on, two billing processes at once charge nothing.
    moveTo(sub.current_period_end as string);
    const runs = await Promise.all([
      runDueBilling(kit.billingDeps()),
      runDueBilling(kit.billingDeps()),
    ]);
    expect(runs.map((run) => run.renewed)).toEqual([0, 0]);
    expect(await succeededChargesOf(sub.id)).toBe(0);
    expect((await subscriptionOf(b, demoIds.supporter)).paused_until).toBe(until);

    // On the moved date it renews once, for the period that starts then.
    moveTo(until);
    await runDue();
    await runDue();
    expect(await succeededChargesOf(sub.id)).toBe(1);
    const renewed = await subscriptionOf(b, demoIds.supporter);
    expect(renewed).toMatchObject({
      status: "ACTIVE",
      paused_until: null,
      current_period_start: until,
      current_period_end: monthsAfterStart(sub, 3),
    });
  });

  it("resumed before the old date, renews on it as if never paused, and withdraws the e-mail", async () => {
    const { b, sub } = await subscribed();
    expect((await pause(b, sub, 2)).json().paused_until).toBe(monthsAfterStart(sub, 3));
    const resumed = await act(b, sub, "resume");
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toMatchObject({
      paused_until: null,
      current_period_end: sub.current_period_end,
      next_charge: sub.next_charge,
    });
    expect(await remindersTo(b.email)).toHaveLength(0);
    moveTo(sub.current_period_end as string);
    await runDue();
    expect(await succeededChargesOf(sub.id)).toBe(1);
    expect((await subscriptionOf(b, demoIds.supporter)).current_period_end).toBe(
      monthsAfterStart(sub, 2),
    );
  });

  it("resumed after the old date, charges the period under way once, now", async () => {
    const { b, sub } = await subscribed();
    await pause(b, sub, 2);
    moveTo(sub.current_period_end as string);
    await runDue();
    expect(await succeededChargesOf(sub.id)).toBe(0);

    const resumed = await act(b, sub, "resume");
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toMatchObject({
      status: "ACTIVE",
      paused_until: null,
      current_period_start: sub.current_period_end,
      current_period_end: monthsAfterStart(sub, 2),
    });
    expect(await succeededChargesOf(sub.id)).toBe(1);
    // Resuming again, or the billing worker coming round, charges that period no more.
    expect((await act(b, sub, "resume")).statusCode).toBe(200);
    await runDue();
    expect(await succeededChargesOf(sub.id)).toBe(1);
  });

  it("canceled while paused, withdraws the e-mail and ends at the pause's end without a charge", async () => {
    const { b, sub } = await subscribed();
    const until = (await pause(b, sub, 1)).json().paused_until;
    expect((await act(b, sub, "cancel")).json()).toMatchObject({
      cancel_at_period_end: true,
      current_period_end: until,
    });
    expect(await remindersTo(b.email)).toHaveLength(0);
    // Undoing the cancel keeps the pause, and the buyer is told again when it resumes.
    expect((await act(b, sub, "resume")).json()).toMatchObject({
      cancel_at_period_end: false,
      paused_until: until,
    });
    expect(await remindersTo(b.email)).toHaveLength(1);
    await act(b, sub, "cancel");
    moveTo(until);
    await runDue();
    const ended = await subscriptionOf(b, demoIds.supporter);
    expect(ended).toMatchObject({ status: "CANCELED", paused_until: null });
    expect(await succeededChargesOf(sub.id)).toBe(0);
    expect(await remindersTo(b.email)).toHaveLength(0);
  });

  it("tells webhooks of a pause and of its early end, with the renewal date each leaves", async () => {
    const { b, sub } = await subscribed();
    const until = (await pause(b, sub, 2)).json().paused_until;
    await act(b, sub, "resume");
    const events = await demo.database.db
      .select({ type: webhookEvents.type, payload: webhookEvents.payload })
      .from(webhookEvents)
      .where(eq(webhookEvents.resource_id, sub.id))
      .orderBy(asc(webhookEvents.created_at));
    const told = events.map((event) => ({ type: event.type, ...JSON.parse(event.payload).data }));
    expect(told.map((event) => event.type)).toEqual([
      "subscription.created",
      "subscription.paused",
      "subscription.resumed",
    ]);
    expect(told[1]).toMatchObject({ subscription_id: sub.id, current_period_end: until });
    expect(told[2]).toMatchObject({ current_period_end: sub.current_period_end });
  });

  it("refuses a pause the store does not allow, or of a subscription that cannot be paused, with a sentence", async () => {
    const { b, sub } = await subscribed();
    for (const periods of [0, 4, 1.5, "1", null]) {
      const invalid = await pause(b, sub, periods);
      expect(invalid.statusCode, `${periods}`).toBe(400);
      expect(invalid.json().message).toMatch(/\w+ \w+/);
    }
    const tooLong = await pause(b, sub, 3);
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toMatchObject({
      error: "PAUSE_TOO_LONG",
      message: "This store lets you pause for at most 2 periods. Choose 2 or fewer.",
    });

    const stranger = await buyer();
    const foreign = await pause(stranger, sub, 1);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe("SUBSCRIPTION_NOT_FOUND");

    expect((await pause(b, sub, 1)).statusCode).toBe(200);
    const twice = await pause(b, sub, 1);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe("ALREADY_PAUSED");
    // A paused period was never paid for: switching now has nothing to prorate.
    const switchNow = await demo.app.inject({
      method: "POST",
      url: `/api/purchase/switch/${demoIds.yearly}`,
      headers: { ...(await b.headers()), "idempotency-key": randomUUID() },
      payload: { pay_now: true },
    });
    expect(switchNow.statusCode).toBe(409);
    expect(switchNow.json()).toMatchObject({
      error: "UNABLE_TO_SWITCH_NOW",
      message:
        "This subscription is paused. Resume it to switch now, or switch when the pause ends.",
    });

    await buy(b, demoIds.dayPass);
    const pass = await pause(b, await subscriptionOf(b, demoIds.dayPass), 1);
    expect(pass.statusCode).toBe(409);
    expect(pass.json().error).toBe("NOT_RECURRING");
  });

  it("refuses to pause a canceled subscription, one that has ended, and in a store that offers no pause", async () => {
    const { b, sub } = await subscribed();
    await act(b, sub, "cancel");
    const canceled = await pause(b, sub, 1);
    expect(canceled.statusCode).toBe(409);
    expect(canceled.json().error).toBe("NOT_PAUSABLE");
    expect((await subscriptionOf(b, demoIds.supporter)).pause_options).toEqual([]);

    moveTo(sub.current_period_end as string);
    await runDue();
    const ended = await pause(b, sub, 1);
    expect(ended.statusCode).toBe(409);
    expect(ended.json().error).toBe("SUBSCRIPTION_ENDED");

    const other = await subscribed();
    const store = eq(publishers.id, demoIds.publisher);
    await demo.database.db.update(publishers).set({ max_pause_periods: 0 }).where(store);
    try {
      expect((await subscriptionOf(other.b, demoIds.supporter)).pause_options).toEqual([]);
      const off = await pause(other.b, other.sub, 1);
      expect(off.statusCode).toBe(422);
      expect(off.json()).toMatchObject({
        error: "PAUSE_NOT_OFFERED",
        message: "This store does not offer pausing a subscription.",
      });
    } finally {
      await demo.database.db.update(publishers).set({ max_pause_periods: 2 }).where(store);
    }
  });

  it("of 20 pauses sent at once, makes exactly one", async () => {
    const { b, sub } = await subscribed();
    const answers = await Promise.all(Array.from({ length: 20 }, () => pause(b, sub, 1)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error).toBe("ALREADY_PAUSED");
    }
    expect(await remindersTo(b.email)).toHaveLength(1);
    expect((await subscriptionOf(b, demoIds.supporter)).paused_until).toBe(
      monthsAfterStart(sub, 2),
    );
  });
});
