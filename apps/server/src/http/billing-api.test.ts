import { randomUUID } from "node:crypto";
import type { Subscription } from "@creator-checkout/core/api";
import { type CatalogFile, catalogFileSchema } from "@creator-checkout/core/catalog";
import { billingTestKit, GOOD_CARD } from "@creator-checkout/testing/billing-test-kit";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { testClock } from "@creator-checkout/testing/sign-in-helpers";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, testProcessorCharges } from "../db/schema";

const DAY = 24 * 60 * 60;
const DECLINING_CARD = "4000000000000002";
const AUTHENTICATING_CARD = "4000002500003155";

// Options of every interval, beside the demo catalog's own.
const intervals = {
  product: "5f0c3b8e-2d3a-4c49-9a3e-0a7b9d1e2f01",
  everyTwoDays: "5f0c3b8e-2d3a-4c49-9a3e-0a7b9d1e2f02",
  weekly: "5f0c3b8e-2d3a-4c49-9a3e-0a7b9d1e2f03",
  quarterly: "5f0c3b8e-2d3a-4c49-9a3e-0a7b9d1e2f04",
  yearly: "5f0c3b8e-2d3a-4c49-9a3e-0a7b9d1e2f05",
} as const;

function catalogWithEveryInterval(): CatalogFile {
  const option = (id: string, title: string, interval: string, interval_quantity: number) => ({
    id,
    title,
    price: 500,
    currency: "USD",
    recurring: true,
    interval,
    interval_quantity,
  });
  const catalog = demoCatalog();
  return catalogFileSchema.parse({
    ...catalog,
    products: [
      ...catalog.products,
      {
        id: intervals.product,
        type: "subscription",
        title: "Interval Club",
        options: [
          option(intervals.everyTwoDays, "Every two days", "day", 2),
          option(intervals.weekly, "Weekly", "week", 1),
          option(intervals.quarterly, "Quarterly", "month", 3),
          option(intervals.yearly, "Yearly", "year", 1),
        ],
      },
    ],
  });
}

describe.each(testDatabases())("subscriptions that renew, on $name", (kind) => {
  // A month's last day, so the first renewals meet a shorter February.
  const clock = testClock(new Date("2027-01-31T10:00:00Z"));
  const demo = onDemoDatabase(
    kind,
    async ({ database }) => buildSignInTestApp(database.db, clock),
    {
      catalog: catalogWithEveryInterval(),
    },
  );
  const {
    runDue,
    moveTo,
    buy,
    history,
    subscriptionOf,
    act,
    payOverdue,
    messagesTo,
    succeededChargesOf,
    buyer,
    saveCard,
    makeDefault,
  } = billingTestKit(demo, clock);

  it("renews a plan bought on 31 January on the last day of February, then on 31 March", async () => {
    const b = await buyer();
    const { email } = b;
    await buy(b, demoIds.supporter);
    const first = await subscriptionOf(b, demoIds.supporter);
    expect(first).toMatchObject({
      status: "ACTIVE",
      current_period_end: "2027-02-28T10:00:00.000Z",
      next_charge: { at: "2027-02-28T10:00:00.000Z", amount: 2000, currency: "USD" },
    });

    moveTo(first.current_period_end as string);
    await runDue();
    const second = await subscriptionOf(b, demoIds.supporter);
    expect(second).toMatchObject({
      status: "ACTIVE",
      current_period_start: "2027-02-28T10:00:00.000Z",
      current_period_end: "2027-03-31T10:00:00.000Z",
    });

    moveTo(second.current_period_end as string);
    await runDue();
    const { subscription, history: paid } = await history(b, demoIds.supporter);
    expect(subscription?.current_period_end).toBe("2027-04-30T10:00:00.000Z");
    expect(paid.orders.map((order) => [order.kind, order.amount, order.status])).toEqual([
      ["renewal", 2000, "paid"],
      ["renewal", 2000, "paid"],
      ["purchase", 2000, "paid"],
    ]);
    const receipts = (await messagesTo(email)).filter((m) => m.subject?.startsWith("Your receipt"));
    expect(receipts).toHaveLength(3);
    expect(receipts[2]?.body).toContain("Date: March 31, 2027");
    expect(receipts[2]?.body).toContain("Amount paid: $20");
    expect(receipts[2]?.body).toContain("Paid with: visa ending in 4242");
    expect(receipts[2]?.body).toContain("Next charge: $20 on April 30, 2027");
    expect(receipts[2]?.body).toContain(`http://checkout.test/${demoIds.supporter}`);
  });

  it("does nothing more when the same run is made again", async () => {
    const b = await buyer();
    await buy(b, demoIds.supporter);
    const sub = await subscriptionOf(b, demoIds.supporter);
    moveTo(sub.current_period_end as string);
    await runDue();
    await runDue();
    clock.advance(10 * 60);
    await runDue();
    expect(await succeededChargesOf(sub.id)).toBe(1);
  });

  it("converts a free trial at its end into the first paid month", async () => {
    const b = await buyer();
    const { email } = b;
    const order = await buy(b, demoIds.monthly);
    expect(order).toMatchObject({ status: "paid", amount: 0 });
    const trialing = await subscriptionOf(b, demoIds.monthly);
    expect(trialing.status).toBe("TRIALING");
    expect(trialing.next_charge).toEqual({
      at: trialing.trial_end,
      amount: 800,
      currency: "USD",
    });
    // No receipt for a trial that cost nothing.
    expect(await messagesTo(email)).toHaveLength(0);

    moveTo(trialing.trial_end as string);
    await runDue();
    const converted = await subscriptionOf(b, demoIds.monthly);
    expect(converted.status).toBe("ACTIVE");
    expect(converted.current_period_start).toBe(trialing.trial_end);
    const { history: paid } = await history(b, demoIds.monthly);
    expect(paid.orders.map((o) => [o.kind, o.amount])).toEqual([
      ["renewal", 800],
      ["purchase", 0],
    ]);
    expect((await messagesTo(email)).at(-1)?.subject).toBe("Your receipt from Northwind Notes");
  });

  it("charges a paid trial's next price when the trial ends", async () => {
    const b = await buyer();
    expect(await buy(b, demoIds.yearly)).toMatchObject({ status: "paid", amount: 100 });
    const trialing = await subscriptionOf(b, demoIds.yearly);
    moveTo(trialing.trial_end as string);
    await runDue();
    const { subscription, history: paid } = await history(b, demoIds.yearly);
    expect(subscription?.status).toBe("ACTIVE");
    expect(paid.orders[0]).toMatchObject({ kind: "renewal", amount: 8000 });
    const start = new Date(trialing.trial_end as string);
    const yearLater = new Date(start);
    yearLater.setUTCFullYear(start.getUTCFullYear() + 1);
    expect(subscription?.current_period_end).toBe(yearLater.toISOString());
  });

  it.each([
    { option: intervals.everyTwoDays, days: [2, 2, 2] },
    { option: intervals.weekly, days: [7, 7, 7] },
  ])("renews an option of a fixed number of days ($days)", async ({ option, days }) => {
    const b = await buyer();
    await buy(b, option);
    for (const length of days) {
      const sub = await subscriptionOf(b, option);
      const start = new Date(sub.current_period_start).getTime();
      expect(new Date(sub.current_period_end as string).getTime() - start).toBe(
        length * DAY * 1000,
      );
      moveTo(sub.current_period_end as string);
      await runDue();
    }
    const { history: paid } = await history(b, option);
    expect(paid.orders.filter((o) => o.kind === "renewal")).toHaveLength(days.length);
  });

  it.each([
    { option: intervals.quarterly, months: 3 },
    { option: intervals.yearly, months: 12 },
  ])("renews an option of $months months from its anchor", async ({ option, months }) => {
    const b = await buyer();
    await buy(b, option);
    const first = await subscriptionOf(b, option);
    const anchor = new Date(first.current_period_start);
    for (let n = 1; n <= 2; n += 1) {
      const sub = await subscriptionOf(b, option);
      moveTo(sub.current_period_end as string);
      await runDue();
    }
    const sub = await subscriptionOf(b, option);
    const expected = new Date(anchor);
    expected.setUTCMonth(anchor.getUTCMonth() + 3 * months);
    // The anchor is never on a day that some month lacks here, so plain month arithmetic agrees.
    if (anchor.getUTCDate() <= 28) expect(sub.current_period_end).toBe(expected.toISOString());
    expect(sub.status).toBe("ACTIVE");
  });

  it("charges the card that is the default at the time of the renewal", async () => {
    const b = await buyer();
    await buy(b, demoIds.supporter);
    const mastercard = await makeDefault(b, "5555555555554444");
    const sub = await subscriptionOf(b, demoIds.supporter);
    moveTo(sub.current_period_end as string);
    await runDue();
    const [charge] = await demo.database.db
      .select({ method: testProcessorCharges.payment_method_id })
      .from(testProcessorCharges)
      .innerJoin(orders, eq(testProcessorCharges.idempotency_key, sql`'order:' || ${orders.id}`))
      .where(eq(orders.subscription_id, sub.id));
    expect(charge?.method).toBe(mastercard.id);
  });

  it("retries a declined renewal after 1, 3 and 5 days, keeping access, then ends it", async () => {
    const b = await buyer();
    const { email } = b;
    await buy(b, demoIds.supporter);
    await makeDefault(b, DECLINING_CARD);
    const active = await subscriptionOf(b, demoIds.supporter);
    const due = new Date(active.current_period_end as string).getTime();

    moveTo(active.current_period_end as string);
    await runDue();
    const pastDue = await subscriptionOf(b, demoIds.supporter);
    expect(pastDue).toMatchObject({
      status: "PAST_DUE",
      next_charge: null,
      overdue: { amount: 2000, currency: "USD" },
    });
    expect(new Date(pastDue.overdue?.next_retry_at as string).getTime()).toBeGreaterThanOrEqual(
      due + DAY * 1000,
    );
    // Still the buyer's current option: access continues while the retries run.
    expect((await history(b, demoIds.supporter)).current?.status).toBe("PAST_DUE");
    const notice = (await messagesTo(email)).at(-1);
    expect(notice?.subject).toBe("Your payment to Northwind Notes did not go through");
    expect(notice?.body).toContain("Your card was declined.");
    expect(notice?.body).toContain(`http://checkout.test/${demoIds.supporter}`);

    for (const retry of [2, 3]) {
      const sub = await subscriptionOf(b, demoIds.supporter);
      // Nothing happens before the retry's day.
      await runDue();
      expect((await subscriptionOf(b, demoIds.supporter)).status).toBe("PAST_DUE");
      moveTo(sub.overdue?.next_retry_at as string);
      await runDue();
      const failures = (await messagesTo(email)).filter((m) => m.subject?.includes("did not go"));
      expect(failures).toHaveLength(retry);
    }
    const last = await subscriptionOf(b, demoIds.supporter);
    moveTo(last.overdue?.next_retry_at as string);
    await runDue();

    const ended = await history(b, demoIds.supporter);
    expect(ended.current).toBeNull();
    expect(ended.subscription).toMatchObject({
      status: "CANCELED",
      overdue: null,
      next_charge: null,
    });
    expect(ended.history.orders.map((o) => o.kind)).toEqual(["purchase"]);
    expect((await messagesTo(email)).at(-1)?.body).toContain("your subscription has ended");
    expect(await succeededChargesOf(last.id)).toBe(0);
    // The product is free to buy again.
    await makeDefault(b, GOOD_CARD);
    expect(await buy(b, demoIds.supporter)).toMatchObject({ status: "paid" });
  });

  it("lets the buyer pay what is overdue at once with a card of their choice", async () => {
    const b = await buyer();
    await buy(b, demoIds.supporter);
    await makeDefault(b, DECLINING_CARD);
    const before = await subscriptionOf(b, demoIds.supporter);
    moveTo(before.current_period_end as string);
    await runDue();
    const pastDue = await subscriptionOf(b, demoIds.supporter);
    expect(pastDue.status).toBe("PAST_DUE");

    const declined = await payOverdue(b, pastDue);
    expect(declined.statusCode).toBe(402);
    const good = await saveCard(b, GOOD_CARD);
    const key = randomUUID();
    const paid = await payOverdue(b, pastDue, { source_id: good.id }, key);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: "paid", amount: 2000 });
    // The same request again answers the same order and charges nothing more.
    const repeated = await payOverdue(b, pastDue, { source_id: good.id }, key);
    expect(repeated.json().order_id).toBe(paid.json().order_id);

    const after = await history(b, demoIds.supporter);
    expect(after.subscription).toMatchObject({
      status: "ACTIVE",
      overdue: null,
      current_period_start: before.current_period_end,
      next_charge: { amount: 2000 },
    });
    // Failed attempts are not payments.
    expect(after.history.orders.map((o) => o.kind)).toEqual(["renewal", "purchase"]);
    expect(await succeededChargesOf(pastDue.id)).toBe(1);
    const again = await payOverdue(b, pastDue, { source_id: good.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe("NOTHING_OVERDUE");
    // Paid up, the worker has nothing to retry.
    moveTo(pastDue.overdue?.next_retry_at as string);
    await runDue();
    expect(await succeededChargesOf(pastDue.id)).toBe(1);
  });

  it("asks the buyer to come back and confirm a renewal that needs 3-D Secure", async () => {
    const b = await buyer();
    const { email } = b;
    await buy(b, demoIds.supporter);
    await makeDefault(b, AUTHENTICATING_CARD);
    const sub = await subscriptionOf(b, demoIds.supporter);
    moveTo(sub.current_period_end as string);
    await runDue();
    expect((await subscriptionOf(b, demoIds.supporter)).status).toBe("PAST_DUE");
    expect((await messagesTo(email)).at(-1)?.body).toContain(
      "Your bank asks you to confirm this payment yourself.",
    );
    // On the page the buyer is present: the same card asks for 3-D Secure instead of failing.
    const onPage = await payOverdue(b, sub);
    expect(onPage.json()).toMatchObject({
      status: "requires_action",
      next_action: { type: "test_authentication" },
    });
  });

  it("cancels at the end of the period, resumes before it, and ends without a charge", async () => {
    const b = await buyer();
    await buy(b, demoIds.supporter);
    const sub = await subscriptionOf(b, demoIds.supporter);

    const canceled = await act(b, sub, "cancel");
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({
      status: "ACTIVE",
      cancel_at_period_end: true,
      next_charge: null,
      current_period_end: sub.current_period_end,
    });
    const resumed = await act(b, sub, "resume");
    expect(resumed.json()).toMatchObject({
      cancel_at_period_end: false,
      next_charge: sub.next_charge,
    });
    expect((await act(b, sub, "resume")).statusCode).toBe(200);

    await act(b, sub, "cancel");
    moveTo(sub.current_period_end as string);
    await runDue();
    const ended = await history(b, demoIds.supporter);
    expect(ended.current).toBeNull();
    expect(ended.subscription?.status).toBe("CANCELED");
    expect(await succeededChargesOf(sub.id)).toBe(0);
    const late = await act(b, sub, "resume");
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe("SUBSCRIPTION_ENDED");
    expect(await buy(b, demoIds.supporter)).toMatchObject({ status: "paid" });
  });

  it("ends a canceled free trial at its end without charging", async () => {
    const b = await buyer();
    await buy(b, demoIds.monthly);
    const sub = await subscriptionOf(b, demoIds.monthly);
    await act(b, sub, "cancel");
    moveTo(sub.trial_end as string);
    await runDue();
    expect((await subscriptionOf(b, demoIds.monthly)).status).toBe("CANCELED");
    expect(await succeededChargesOf(sub.id)).toBe(0);
  });

  it("refuses to cancel a pass, or another buyer's subscription", async () => {
    const b = await buyer();
    await buy(b, demoIds.dayPass);
    const pass = await subscriptionOf(b, demoIds.dayPass);
    const refused = await act(b, pass, "cancel");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe("NOT_RECURRING");

    await buy(b, demoIds.supporter);
    const mine = await subscriptionOf(b, demoIds.supporter);
    const stranger = await buyer();
    for (const response of [
      await act(stranger, mine, "cancel"),
      await act(stranger, mine, "resume"),
      await payOverdue(stranger, mine),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe("SUBSCRIPTION_NOT_FOUND");
    }
    expect((await subscriptionOf(b, demoIds.supporter)).cancel_at_period_end).toBe(false);
  });

  it("charges each due subscription once when several runs race, and the buyer pays at the same moment", async () => {
    const buyers = await Promise.all(Array.from({ length: 6 }, () => buyer()));
    for (const each of buyers) await buy(each, demoIds.supporter);
    const subs = await Promise.all(buyers.map((each) => subscriptionOf(each, demoIds.supporter)));
    // Half of them decline first and are paid by the buyer while the worker retries.
    const decliners = buyers.slice(0, 3);
    for (const each of decliners) await makeDefault(each, DECLINING_CARD);
    moveTo(subs[0]?.current_period_end as string);
    await Promise.all([runDue(), runDue(), runDue()]);
    for (const each of decliners) await makeDefault(each, GOOD_CARD);

    const pastDue = await Promise.all(
      decliners.map((each) => subscriptionOf(each, demoIds.supporter)),
    );
    moveTo(pastDue[0]?.overdue?.next_retry_at as string);
    await Promise.all([
      runDue(),
      runDue(),
      ...decliners.map((each, i) => payOverdue(each, pastDue[i] as Subscription)),
    ]);
    for (const sub of subs) expect(await succeededChargesOf(sub.id)).toBe(1);
    for (const each of buyers) {
      expect((await subscriptionOf(each, demoIds.supporter)).status).toBe("ACTIVE");
    }
  });
});
