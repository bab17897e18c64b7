import { randomUUID } from "node:crypto";
import type { SwitchPreview, SwitchResult } from "@creator-checkout/core/api";
import { catalogFileSchema } from "@creator-checkout/core/catalog";
import { renewalDate } from "@creator-checkout/core/pricing";
import { type Buyer, billingTestKit } from "@creator-checkout/testing/billing-test-kit";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { testClock } from "@creator-checkout/testing/sign-in-helpers";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { describe, expect, it } from "vitest";
import { CLAIM_MS } from "../domain/billing/claim-due-subscriptions";

// Beside the demo membership's Monthly ($8, 14-day trial), Yearly ($80, $1 trial month) and
// Supporter ($20): a dearer monthly option, and a second subscription product.
const extra = {
  patron: "6a1d0f3e-8b7c-4e21-9d5a-3c2b1a0f9e01",
  plusProduct: "6a1d0f3e-8b7c-4e21-9d5a-3c2b1a0f9e02",
  plusMonthly: "6a1d0f3e-8b7c-4e21-9d5a-3c2b1a0f9e03",
} as const;

function catalogForSwitching() {
  const catalog = demoCatalog();
  const monthly = (id: string, title: string, price: number) => ({
    id,
    title,
    price,
    currency: "USD",
    recurring: true,
    interval: "month",
  });
  return catalogFileSchema.parse({
    ...catalog,
    products: [
      ...catalog.products.map((product) =>
        product.id === demoIds.membership
          ? { ...product, options: [...product.options, monthly(extra.patron, "Patron", 4000)] }
          : product,
      ),
      {
        id: extra.plusProduct,
        type: "subscription",
        title: "Northwind Plus",
        options: [monthly(extra.plusMonthly, "Plus monthly", 3000)],
      },
    ],
  });
}

describe.each(testDatabases())("switching options, on $name", (kind) => {
  // A 31-day month, so the halfway figures below are exact.
  const clock = testClock(new Date("2027-03-01T00:00:00Z"));
  const demo = onDemoDatabase(
    kind,
    async ({ database }) => buildSignInTestApp(database.db, clock),
    {
      catalog: catalogForSwitching(),
    },
  );
  const { runDue, moveTo, buy, history, subscriptionOf, buyer, saveCard, succeededChargesOf } =
    billingTestKit(demo, clock);

  const preview = async (b: Buyer, optionId: string) => {
    const response = await demo.app.inject({
      url: `/api/purchase/switch/${optionId}`,
      headers: await b.headers(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SwitchPreview;
  };
  const switchTo = async (
    b: Buyer,
    optionId: string,
    body: { pay_now: boolean; source_id?: string; prorate_amount?: number },
    key = randomUUID(),
  ) =>
    demo.app.inject({
      method: "POST",
      url: `/api/purchase/switch/${optionId}`,
      headers: { ...(await b.headers()), "idempotency-key": key },
      payload: body,
    });
  const switched = async (...args: Parameters<typeof switchTo>) => {
    const response = await switchTo(...args);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SwitchResult;
  };
  /** A buyer who bought Supporter ($20 a month) at the start of a 31-day period. */
  const supporterAtPeriodStart = async () => {
    moveTo(new Date(Date.UTC(2027, clock.now().getUTCMonth() + 1, 1)));
    const b = await buyer();
    await buy(b, demoIds.supporter);
    return { b, sub: await subscriptionOf(b, demoIds.supporter) };
  };
  const days = (n: number) => n * 24 * 60 * 60;

  it("previews and charges the prorated difference for a dearer option, then renews at its price", async () => {
    const { b, sub } = await supporterAtPeriodStart();
    const periodEnd = sub.current_period_end as string;
    const length = new Date(periodEnd).getTime() - new Date(sub.current_period_start).getTime();
    clock.advance(length / 2000);

    const shown = await preview(b, extra.patron);
    // Half a period of $40 less half a period of $20.
    expect(shown).toEqual({
      product_option_id: extra.patron,
      pay_now: true,
      prorate_amount: 1000,
      next_price: 4000,
      currency: "USD",
      end_date: periodEnd,
      later_date: periodEnd,
      reason: null,
    });
    const result = await switched(b, extra.patron, { pay_now: true });
    expect(result.order).toMatchObject({ status: "paid", amount: 1000 });
    expect(result.subscription).toMatchObject({
      product_option_id: extra.patron,
      current_period_end: periodEnd,
      next_charge: { at: periodEnd, amount: 4000 },
    });
    const { history: paid, current } = await history(b, extra.patron);
    expect(current?.product_option_id).toBe(extra.patron);
    expect(paid.orders.map((o) => [o.kind, o.amount])).toEqual([
      ["switch", 1000],
      ["purchase", 2000],
    ]);

    moveTo(periodEnd);
    await runDue();
    const renewed = await history(b, extra.patron);
    expect(renewed.history.orders[0]).toMatchObject({ kind: "renewal", amount: 4000 });
    expect(renewed.subscription?.current_period_start).toBe(periodEnd);
  });

  it("says a cheaper option cannot be switched to now, and queues it for the period's end", async () => {
    const { b, sub } = await supporterAtPeriodStart();
    clock.advance(days(10));
    const shown = await preview(b, demoIds.monthly);
    expect(shown).toMatchObject({ pay_now: false, prorate_amount: 0, next_price: 800 });
    expect(shown.reason).toContain("only at the end of the billing period");
    const refused = await switchTo(b, demoIds.monthly, { pay_now: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe("UNABLE_TO_SWITCH_NOW");

    const queued = await switched(b, demoIds.monthly, { pay_now: false });
    expect(queued.order).toBeNull();
    expect((await history(b, demoIds.supporter)).history.next).toEqual({
      product_option_id: demoIds.monthly,
    });
    moveTo(sub.current_period_end as string);
    await runDue();
    const after = await history(b, demoIds.monthly);
    expect(after.current?.product_option_id).toBe(demoIds.monthly);
    expect(after.history.next).toBeNull();
    // The new option's price, without its trial: a switch brings no new trial.
    expect(after.history.orders[0]).toMatchObject({ kind: "renewal", amount: 800 });
    expect(after.subscription?.status).toBe("ACTIVE");
  });

  it("clears a queued switch when the buyer switches back before the period ends", async () => {
    const { b, sub } = await supporterAtPeriodStart();
    await switched(b, demoIds.monthly, { pay_now: false });
    await switched(b, demoIds.supporter, { pay_now: false });
    expect((await history(b, demoIds.supporter)).history.next).toBeNull();
    moveTo(sub.current_period_end as string);
    await runDue();
    const after = await history(b, demoIds.supporter);
    expect(after.current?.product_option_id).toBe(demoIds.supporter);
    expect(after.history.orders[0]).toMatchObject({ kind: "renewal", amount: 2000 });
  });

  it("starts a new yearly period now, less the unused part of the month", async () => {
    const { b, sub } = await supporterAtPeriodStart();
    const length = new Date(sub.current_period_end as string).getTime() - clock.now().getTime();
    clock.advance(length / 2000);
    const now = clock.now();
    const result = await switched(b, demoIds.yearly, { pay_now: true });
    expect(result.order).toMatchObject({ status: "paid", amount: 8000 - 1000 });
    const yearLater = new Date(now);
    yearLater.setUTCFullYear(now.getUTCFullYear() + 1);
    expect(result.subscription).toMatchObject({
      product_option_id: demoIds.yearly,
      current_period_start: now.toISOString(),
      current_period_end: yearLater.toISOString(),
      next_charge: { amount: 8000 },
    });
  });

  it("says a switch later to the yearly option takes effect when the month ends, and makes it then", async () => {
    const { b, sub } = await supporterAtPeriodStart();
    clock.advance(days(5));
    const monthEnd = sub.current_period_end as string;
    const yearLater = new Date(clock.now());
    yearLater.setUTCFullYear(yearLater.getUTCFullYear() + 1);

    const shown = await preview(b, demoIds.yearly);
    // Switching now pays for a year from today; switching later waits for the month's end.
    expect(shown).toMatchObject({
      pay_now: true,
      next_price: 8000,
      end_date: yearLater.toISOString(),
      later_date: monthEnd,
    });
    const queued = await switched(b, demoIds.yearly, { pay_now: false });
    expect(queued.order).toBeNull();
    expect(queued.subscription).toMatchObject({
      product_option_id: demoIds.supporter,
      current_period_end: shown.later_date,
    });
    moveTo(shown.later_date);
    await runDue();
    const renewed = await history(b, demoIds.yearly);
    expect(renewed.current?.product_option_id).toBe(demoIds.yearly);
    expect(renewed.history.orders[0]).toMatchObject({ kind: "renewal", amount: 8000 });
    expect(renewed.subscription?.current_period_start).toBe(shown.later_date);
  });

  it.each([
    { option: "monthly", id: demoIds.monthly },
    { option: "yearly", id: demoIds.yearly },
  ] as const)(
    "first charges a $option trial on the day the page's summary says it renews",
    async ({ id }) => {
      const b = await buyer();
      const boughtAt = clock.now();
      await buy(b, id);
      const trial = await subscriptionOf(b, id);
      const option = demoCatalog()
        .products.flatMap((product) => product.options)
        .find((candidate) => candidate.id === id);
      if (!option) throw new Error("The demo catalog lost an option.");
      const shown = renewalDate(option, boughtAt);
      expect(trial.next_charge?.at).toBe(shown?.toISOString());
      expect(trial.trial_end).toBe(shown?.toISOString());
    },
  );

  it("first charges a monthly option a calendar month after the purchase, the day the page's summary says it renews", async () => {
    // Thirty days after December 3 is January 2; the month ends on January 3.
    moveTo(new Date(Date.UTC(clock.now().getUTCFullYear() + 1, 11, 3, 9)));
    const b = await buyer();
    const boughtAt = clock.now();
    await buy(b, demoIds.supporter);
    const sub = await subscriptionOf(b, demoIds.supporter);
    const option = demoCatalog()
      .products.flatMap((product) => product.options)
      .find((candidate) => candidate.id === demoIds.supporter);
    if (!option) throw new Error("The demo catalog lost an option.");
    const shown = renewalDate(option, boughtAt);
    expect(shown?.getUTCDate()).toBe(3);
    expect(shown?.getUTCMonth()).toBe(0);
    expect(sub.next_charge?.at).toBe(shown?.toISOString());
    expect(sub.current_period_end).toBe(shown?.toISOString());
  });

  it("switches a free trial now at no charge, keeping the trial's end", async () => {
    const b = await buyer();
    await buy(b, demoIds.monthly);
    const trial = await subscriptionOf(b, demoIds.monthly);
    clock.advance(days(3));
    expect(await preview(b, demoIds.supporter)).toMatchObject({ pay_now: true, prorate_amount: 0 });
    const result = await switched(b, demoIds.supporter, { pay_now: true });
    expect(result.order).toMatchObject({ status: "paid", amount: 0 });
    expect(result.subscription).toMatchObject({
      status: "TRIALING",
      product_option_id: demoIds.supporter,
      trial_end: trial.trial_end,
      next_charge: { at: trial.trial_end, amount: 2000 },
    });
    moveTo(trial.trial_end as string);
    await runDue();
    expect((await history(b, demoIds.supporter)).history.orders[0]).toMatchObject({
      kind: "renewal",
      amount: 2000,
    });
  });

  it("moves a subscriber to another product of the same kind, and frees the old one", async () => {
    const { b } = await supporterAtPeriodStart();
    clock.advance(days(5));
    const shown = await preview(b, extra.plusMonthly);
    expect(shown.pay_now).toBe(true);
    const result = await switched(b, extra.plusMonthly, { pay_now: true });
    expect(result.order?.status).toBe("paid");
    expect((await history(b, extra.plusMonthly)).current?.product_option_id).toBe(
      extra.plusMonthly,
    );
    expect((await history(b, demoIds.supporter)).current?.product_option_id).toBe(
      extra.plusMonthly,
    );
  });

  it("charges the amount the buyer was shown, or refuses when it has moved since", async () => {
    const { b, sub } = await supporterAtPeriodStart();
    clock.advance(days(10));
    const shown = await preview(b, extra.patron);
    // A day later, the rest of the period is worth less.
    clock.advance(days(1));
    const moved = await switchTo(b, extra.patron, {
      pay_now: true,
      prorate_amount: shown.prorate_amount,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error).toBe("SWITCH_AMOUNT_CHANGED");
    const now = await preview(b, extra.patron);
    expect(moved.json().message).toContain(`$${(now.prorate_amount / 100).toFixed(2)}`);
    expect(await succeededChargesOf(sub.id)).toBe(0);

    const result = await switched(b, extra.patron, {
      pay_now: true,
      prorate_amount: now.prorate_amount,
    });
    expect(result.order).toMatchObject({ status: "paid", amount: now.prorate_amount });
  });

  it("makes one switch and one charge of ten concurrent requests under ten keys", async () => {
    const { b, sub } = await supporterAtPeriodStart();
    clock.advance(days(10));
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => switchTo(b, extra.patron, { pay_now: true })),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.every((c) => c === 200 || c === 409)).toBe(true);
    expect(await succeededChargesOf(sub.id)).toBe(1);
    const again = await switchTo(b, extra.patron, { pay_now: true });
    expect(again.json().error).toBe("ALREADY_SUBSCRIBED");
  });

  it("answers a repeated request with its first result, and charges once", async () => {
    const { b, sub } = await supporterAtPeriodStart();
    clock.advance(days(10));
    const key = randomUUID();
    const first = await switched(b, extra.patron, { pay_now: true }, key);
    const second = await switched(b, extra.patron, { pay_now: true }, key);
    expect(second.order?.order_id).toBe(first.order?.order_id);
    expect(await succeededChargesOf(sub.id)).toBe(1);
    const reused = await switchTo(b, demoIds.yearly, { pay_now: true }, key);
    expect(reused.json().error).toBe("IDEMPOTENCY_KEY_REUSED");
  });

  it("refuses another buyer's card, a buyer with nothing to switch, and a pass", async () => {
    const { b, sub } = await supporterAtPeriodStart();
    clock.advance(days(10));
    const stranger = await buyer();
    const theirs = await saveCard(stranger, "5555555555554444");
    const refused = await switchTo(b, extra.patron, { pay_now: true, source_id: theirs.id });
    expect(refused.statusCode).toBe(404);
    expect((await subscriptionOf(b, demoIds.supporter)).product_option_id).toBe(demoIds.supporter);
    expect(await succeededChargesOf(sub.id)).toBe(0);

    const nothing = await switchTo(stranger, extra.patron, { pay_now: true });
    expect(nothing.statusCode).toBe(404);
    expect(nothing.json().error).toBe("SUBSCRIPTION_NOT_FOUND");
    const pass = await switchTo(b, demoIds.dayPass, { pay_now: false });
    expect(pass.statusCode).toBe(409);
    expect(pass.json().error).toBe("NOT_RECURRING");
    const missing = await switchTo(b, demoIds.supporter, {} as { pay_now: boolean });
    expect(missing.statusCode).toBe(400);
  });

  it("leaves one consistent subscription when a switch races the renewal at the period's end", async () => {
    for (const target of [extra.patron, demoIds.yearly]) {
      const { b, sub } = await supporterAtPeriodStart();
      const periodEnd = sub.current_period_end as string;
      moveTo(periodEnd);
      const [, response] = await Promise.all([
        runDue(),
        switchTo(b, target, { pay_now: true }),
        runDue(),
      ]);
      const raceEnded = clock.now();
      // A run that met the switch's charge under way finishes that charge and leaves the renewal
      // to the next run after its claim expires, as every process's minutely run would.
      moveTo(new Date(raceEnded.getTime() + CLAIM_MS));
      await runDue();
      const after = await history(b, target);
      const since = after.history.orders.filter((o) => o.kind !== "purchase");
      const taken = since.reduce((sum, o) => sum + o.amount, 0);
      if (response.statusCode === 200) {
        expect(after.current?.product_option_id).toBe(target);
        // Either the switch came first (nothing left of the old period to prorate, then the
        // renewal at the new price) or the renewal did (a whole period to prorate): the buyer
        // pays the new price for the new period once, whichever won.
        expect(taken).toBe(target === extra.patron ? 4000 : 8000);
      } else {
        expect(response.statusCode).toBe(409);
        expect(after.current?.product_option_id).toBe(demoIds.supporter);
        expect(since.map((o) => [o.kind, o.amount])).toEqual([["renewal", 2000]]);
      }
      // The period moved once: to the renewal's, or to a new cycle from the moment of the switch.
      expect([new Date(periodEnd).getTime(), raceEnded.getTime()]).toContain(
        new Date(after.subscription?.current_period_start as string).getTime(),
      );
      expect(await succeededChargesOf(sub.id)).toBe(since.filter((o) => o.amount > 0).length);
    }
  });

  it("does not switch a subscription whose renewal is overdue", async () => {
    const { b, sub } = await supporterAtPeriodStart();
    const decline = await saveCard(b, "4000000000000002");
    await demo.app.inject({
      method: "PUT",
      url: "/api/me/payment",
      headers: await b.headers(),
      payload: { source_id: decline.id },
    });
    moveTo(sub.current_period_end as string);
    await runDue();
    expect((await preview(b, extra.patron)).reason).toBe("Pay what is overdue before switching.");
    for (const pay_now of [true, false]) {
      const refused = await switchTo(b, extra.patron, { pay_now });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe("UNABLE_TO_SWITCH_NOW");
    }
  });
});
