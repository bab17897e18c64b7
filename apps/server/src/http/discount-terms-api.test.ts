import { randomUUID } from "node:crypto";
import type { SwitchPreview, SwitchResult } from "@creator-checkout/core/api";
import { catalogFileSchema } from "@creator-checkout/core/catalog";
import { orderEventDataSchema } from "@creator-checkout/core/webhooks";
import { type Buyer, billingTestKit } from "@creator-checkout/testing/billing-test-kit";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { testClock } from "@creator-checkout/testing/sign-in-helpers";
import { signedInBuyer } from "@creator-checkout/testing/signed-in-buyer";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  couponRedemptions,
  coupons,
  gifts,
  orders,
  testProcessorCharges,
  webhookEvents,
} from "../db/schema";
import { createPublisherKey } from "../domain/publisher-keys/create-publisher-key";
import {
  ABANDONED_AFTER_SECONDS,
  ABANDONED_MESSAGE,
  giveUpAbandonedOrders,
} from "../domain/purchases/give-up-abandoned-orders";
import { createWebhookEndpoint } from "../domain/webhooks/create-webhook-endpoint";

// Beside the demo membership's Supporter ($20 a month) and Yearly ($80): Patron, $40 a month,
// and three coupons: 25 % off forever on every option, 25 % off forever on Supporter only, and
// half off the first payment.
const patron = "6a1d0f3e-8b7c-4e21-9d5a-3c2b1a0f9e11";
const codes = {
  everyOption: "ALL25",
  supporterOnly: "SUP25",
  firstHalf: "HALF1",
  onlyOnce: "ONLY1",
  wholeGift: "GIFTFREE",
  eightDollars: "EIGHT-OFF",
} as const;
const onlyOnceCoupon = randomUUID();
const CARD_ASKING_FOR_3DS = "4000002500003155";

function catalogWithCoupons() {
  const catalog = demoCatalog();
  return catalogFileSchema.parse({
    ...catalog,
    products: catalog.products.map((product) =>
      product.id === demoIds.membership
        ? {
            ...product,
            options: [
              ...product.options,
              {
                id: patron,
                title: "Patron",
                price: 4000,
                currency: "USD",
                recurring: true,
                interval: "month",
              },
            ],
          }
        : product,
    ),
    coupons: [
      { id: randomUUID(), percent_off: 25, duration: "forever", codes: [codes.everyOption] },
      {
        id: randomUUID(),
        percent_off: 25,
        duration: "forever",
        product_option_ids: [demoIds.supporter],
        codes: [codes.supporterOnly],
      },
      { id: randomUUID(), percent_off: 50, duration: "once", codes: [codes.firstHalf] },
      { id: onlyOnceCoupon, percent_off: 10, max_redemptions: 1, codes: [codes.onlyOnce] },
      { id: randomUUID(), percent_off: 100, codes: [codes.wholeGift] },
      { id: randomUUID(), amounts_off: { USD: 800 }, codes: [codes.eightDollars] },
    ],
  });
}

describe.each(testDatabases())("a discount's terms after the purchase, on $name", (kind) => {
  const clock = testClock(new Date("2027-03-01T00:00:00Z"));
  const demo = onDemoDatabase(
    kind,
    async ({ database }) => {
      // An endpoint, so that order events are written (docs/decisions/079).
      await createWebhookEndpoint(
        { db: database.db, policy: { production: false, allowedHosts: [] } },
        { publisherId: demoIds.publisher, url: "http://127.0.0.1:9/hooks" },
      );
      return buildSignInTestApp(database.db, clock);
    },
    { catalog: catalogWithCoupons() },
  );
  const kit = billingTestKit(demo, clock);
  let network = 0;

  const buyWith = async (b: Buyer, optionId: string, code: string, status = 200) => {
    const response = await demo.app.inject({
      method: "POST",
      url: `/api/purchase/product/${optionId}`,
      headers: { ...(await b.headers()), "idempotency-key": randomUUID() },
      payload: { promotion_code: code },
      remoteAddress: `198.51.100.${++network}`,
    });
    expect(response.statusCode, response.body).toBe(status);
    return response.json();
  };
  const preview = async (b: Buyer, optionId: string) => {
    const response = await demo.app.inject({
      url: `/api/purchase/switch/${optionId}`,
      headers: await b.headers(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SwitchPreview;
  };
  const switchNow = async (b: Buyer, optionId: string, shown: number) => {
    const response = await demo.app.inject({
      method: "POST",
      url: `/api/purchase/switch/${optionId}`,
      headers: { ...(await b.headers()), "idempotency-key": randomUUID() },
      payload: { pay_now: true, prorate_amount: shown },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SwitchResult;
  };
  const ordersOf = (subscriptionId: string, orderKind: string) =>
    demo.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.subscription_id, subscriptionId), eq(orders.kind, orderKind)));
  /** A buyer who bought Supporter with `code` at the start of a 30-day period, then half of it passed. */
  const halfwayThroughSupporter = async (code: string) => {
    kit.moveTo(new Date(Date.UTC(2027, clock.now().getUTCMonth() + 1, 1)));
    const b = await kit.buyer();
    await buyWith(b, demoIds.supporter, code);
    const sub = await kit.subscriptionOf(b, demoIds.supporter);
    const periodEnd = sub.current_period_end as string;
    const length = new Date(periodEnd).getTime() - new Date(sub.current_period_start).getTime();
    clock.advance(length / 2000);
    return { b, sub, periodEnd };
  };

  describe("a switch now", () => {
    it("credits what the period was charged and takes the code off the new option it applies to", async () => {
      const { b, sub, periodEnd } = await halfwayThroughSupporter(codes.everyOption);
      // Half of Patron's $30 (its $40 less 25 %) less half of the $15 paid for Supporter.
      const shown = await preview(b, patron);
      expect(shown).toMatchObject({ pay_now: true, prorate_amount: 750, next_price: 4000 });
      const result = await switchNow(b, patron, shown.prorate_amount);
      expect(result.order).toMatchObject({ status: "paid", amount: 750 });
      expect(result.subscription).toMatchObject({
        product_option_id: patron,
        next_charge: { at: periodEnd, amount: 3000, currency: "USD" },
      });
      const [switchOrder] = await ordersOf(sub.id, "switch");
      // Half of Patron undiscounted would have been $20 less $7.50: the code took $5 off.
      expect(switchOrder).toMatchObject({
        amount: 750,
        discount_amount: 500,
        promotion_code: codes.everyOption,
      });
      const [event] = await demo.database.db
        .select({ type: webhookEvents.type, payload: webhookEvents.payload })
        .from(webhookEvents)
        .where(eq(webhookEvents.resource_id, switchOrder?.id ?? ""));
      expect(event?.type).toBe("order.paid");
      expect(orderEventDataSchema.parse(JSON.parse(event?.payload ?? "{}").data)).toMatchObject({
        kind: "switch",
        amount: 750,
        discount_amount: 500,
        promotion_code: codes.everyOption,
      });
      const history = await kit.history(b, patron);
      expect(history.history.orders[0]).toMatchObject({
        kind: "switch",
        amount: 750,
        discount_amount: 500,
        promotion_code: codes.everyOption,
      });

      kit.moveTo(periodEnd);
      await kit.runDue();
      expect(await ordersOf(sub.id, "renewal")).toMatchObject([
        { amount: 3000, discount_amount: 1000, promotion_code: codes.everyOption },
      ]);
    });

    it("prices the new option in full when the code does not apply to it, and renews it in full", async () => {
      const { b, sub, periodEnd } = await halfwayThroughSupporter(codes.supporterOnly);
      // Half of Patron's $40 less half of the $15 paid for Supporter.
      const shown = await preview(b, patron);
      expect(shown).toMatchObject({ pay_now: true, prorate_amount: 1250 });
      const result = await switchNow(b, patron, shown.prorate_amount);
      expect(result.order).toMatchObject({ status: "paid", amount: 1250 });
      expect(result.subscription.next_charge).toMatchObject({ amount: 4000 });
      expect((await ordersOf(sub.id, "switch"))[0]).toMatchObject({
        discount_amount: 0,
        promotion_code: null,
      });

      kit.moveTo(periodEnd);
      await kit.runDue();
      expect(await ordersOf(sub.id, "renewal")).toMatchObject([
        { amount: 4000, discount_amount: 0, promotion_code: null },
      ]);
    });

    it("refuses the amount a preview without the code would have shown", async () => {
      const { b } = await halfwayThroughSupporter(codes.everyOption);
      const response = await demo.app.inject({
        method: "POST",
        url: `/api/purchase/switch/${patron}`,
        headers: { ...(await b.headers()), "idempotency-key": randomUUID() },
        payload: { pay_now: true, prorate_amount: 1000 },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toContain("$7.50");
    });

    it("takes a first-payment code off the rest of the period it paid, not after", async () => {
      const { b, sub, periodEnd } = await halfwayThroughSupporter(codes.firstHalf);
      // Half of Patron's $20 (half off period 0) less half of the $10 paid for Supporter.
      const shown = await preview(b, patron);
      expect(shown).toMatchObject({ pay_now: true, prorate_amount: 500 });
      const result = await switchNow(b, patron, shown.prorate_amount);
      expect(result.subscription.next_charge).toMatchObject({ amount: 4000 });
      kit.moveTo(periodEnd);
      await kit.runDue();
      expect(await ordersOf(sub.id, "renewal")).toMatchObject([
        { amount: 4000, discount_amount: 0 },
      ]);
    });

    it("does not take a first-payment code off the first period of a cycle a switch later starts", async () => {
      kit.moveTo(new Date(Date.UTC(2027, clock.now().getUTCMonth() + 1, 1)));
      const b = await kit.buyer();
      await buyWith(b, demoIds.supporter, codes.firstHalf);
      const sub = await kit.subscriptionOf(b, demoIds.supporter);
      const later = await demo.app.inject({
        method: "POST",
        url: `/api/purchase/switch/${demoIds.yearly}`,
        headers: { ...(await b.headers()), "idempotency-key": randomUUID() },
        payload: { pay_now: false },
      });
      expect(later.statusCode, later.body).toBe(200);
      kit.moveTo(sub.current_period_end as string);
      await kit.runDue();
      // The yearly cycle starts afresh at the month's end, but the code was spent on the month.
      expect(await ordersOf(sub.id, "renewal")).toMatchObject([
        { amount: 8000, discount_amount: 0, promotion_code: null },
      ]);
    });

    it("starts a new cycle at the discounted price of a code that lasts forever", async () => {
      const { b, sub } = await halfwayThroughSupporter(codes.everyOption);
      // A whole year of $80 less 25 %, less half of the $15 paid for Supporter.
      const shown = await preview(b, demoIds.yearly);
      expect(shown).toMatchObject({ pay_now: true, prorate_amount: 5250 });
      const result = await switchNow(b, demoIds.yearly, shown.prorate_amount);
      expect(result.order).toMatchObject({ status: "paid", amount: 5250 });
      expect(result.subscription.next_charge).toMatchObject({ amount: 6000 });
      expect((await ordersOf(sub.id, "switch"))[0]).toMatchObject({ discount_amount: 2000 });
    });
  });

  describe("the next charge", () => {
    it("is the discounted price in the history and the receipt while the code covers the next period", async () => {
      const b = await kit.buyer();
      await buyWith(b, demoIds.supporter, codes.everyOption);
      const sub = await kit.subscriptionOf(b, demoIds.supporter);
      expect(sub.next_charge).toMatchObject({ amount: 1500, currency: "USD" });
      const [receipt] = await kit.messagesTo(b.email);
      expect(receipt?.body).toContain("Amount paid: $15");
      expect(receipt?.body).toContain(`Promotion code ${codes.everyOption}: \u2212$5`);
      expect(receipt?.body).toContain("Next charge: $15 on");

      // The renewal's receipt says the same of the period after it.
      kit.moveTo(sub.next_charge?.at as string);
      await kit.runDue();
      const [, renewalReceipt] = await kit.messagesTo(b.email);
      expect(renewalReceipt?.body).toContain("Amount paid: $15");
      expect(renewalReceipt?.body).toContain(`Promotion code ${codes.everyOption}: \u2212$5`);
      expect(renewalReceipt?.body).toContain("Next charge: $15 on");
      expect((await kit.subscriptionOf(b, demoIds.supporter)).next_charge).toMatchObject({
        amount: 1500,
      });
    });

    it.each([
      { to: "Patron, a month", optionId: patron, shown: 3000 },
      { to: "Yearly, a new cycle", optionId: demoIds.yearly, shown: 6000 },
    ])("is what the renewal charges after a switch later to $to", async ({ optionId, shown }) => {
      const b = await kit.buyer();
      await buyWith(b, demoIds.supporter, codes.everyOption);
      const later = await demo.app.inject({
        method: "POST",
        url: `/api/purchase/switch/${optionId}`,
        headers: { ...(await b.headers()), "idempotency-key": randomUUID() },
        payload: { pay_now: false },
      });
      expect(later.statusCode, later.body).toBe(200);
      const sub = await kit.subscriptionOf(b, demoIds.supporter);
      // The switched-to option's price less 25 %, on the day the month ends.
      expect(sub.next_charge).toMatchObject({
        at: sub.current_period_end,
        amount: shown,
        currency: "USD",
      });
      kit.moveTo(sub.next_charge?.at as string);
      await kit.runDue();
      expect(await ordersOf(sub.id, "renewal")).toMatchObject([
        { status: "paid", amount: shown, promotion_code: codes.everyOption },
      ]);
    });

    it("shows no switch for a subscription canceled after a switch later", async () => {
      const b = await kit.buyer();
      await buyWith(b, demoIds.supporter, codes.everyOption);
      const later = await demo.app.inject({
        method: "POST",
        url: `/api/purchase/switch/${patron}`,
        headers: { ...(await b.headers()), "idempotency-key": randomUUID() },
        payload: { pay_now: false },
      });
      expect(later.statusCode, later.body).toBe(200);
      expect((await kit.history(b, demoIds.supporter)).history.next).toEqual({
        product_option_id: patron,
      });
      const sub = await kit.subscriptionOf(b, demoIds.supporter);
      expect((await kit.act(b, sub, "cancel")).statusCode).toBe(200);
      const canceled = await kit.history(b, demoIds.supporter);
      expect(canceled.subscription).toMatchObject({
        cancel_at_period_end: true,
        next_charge: null,
      });
      expect(canceled.history.next).toBeNull();
      // Resumed, it switches at the period's end again.
      expect((await kit.act(b, sub, "resume")).statusCode).toBe(200);
      expect((await kit.history(b, demoIds.supporter)).history.next).toEqual({
        product_option_id: patron,
      });
    });

    it("is the full price once a first-payment code is spent", async () => {
      const b = await kit.buyer();
      await buyWith(b, demoIds.supporter, codes.firstHalf);
      const sub = await kit.subscriptionOf(b, demoIds.supporter);
      expect(sub.next_charge).toMatchObject({ amount: 2000 });
      const [receipt] = await kit.messagesTo(b.email);
      expect(receipt?.body).toContain("Amount paid: $10");
      expect(receipt?.body).toContain("Next charge: $20 on");
    });
  });

  describe("the creator's orders and the invoice", () => {
    it("carry the code and what it took off, as the receipt does", async () => {
      const b = await kit.buyer();
      const { order_id: orderId } = await buyWith(b, demoIds.supporter, codes.everyOption);
      const { key } = await createPublisherKey(demo.database.db, {
        username: demoCatalog().publisher.username,
      });
      const listed = await demo.app.inject({
        url: "/api/publisher/orders",
        query: { email: b.email },
        headers: { authorization: `Bearer ${key}` },
      });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json().data).toMatchObject([
        { id: orderId, amount: 1500, discount_amount: 500, promotion_code: codes.everyOption },
      ]);
      const csv = await demo.app.inject({
        url: "/api/publisher/orders",
        query: { email: b.email, format: "csv" },
        headers: { authorization: `Bearer ${key}` },
      });
      const [head, row] = csv.body.trim().split(/\r?\n/);
      const columns = head?.split(",") ?? [];
      const values = row?.split(",") ?? [];
      expect(values[columns.indexOf("discount_amount")]).toBe("500");
      expect(values[columns.indexOf("promotion_code")]).toBe(codes.everyOption);

      const invoice = await demo.app.inject({
        url: `/api/purchase/orders/${orderId}/invoice`,
        headers: await b.headers(),
      });
      expect(invoice.statusCode, invoice.body).toBe(200);
      expect(invoice.body).toContain(`Promotion code ${codes.everyOption}: \u2212$5`);
      const pdf = await demo.app.inject({
        url: `/api/purchase/orders/${orderId}/invoice.pdf`,
        headers: await b.headers(),
      });
      expect(pdf.statusCode, pdf.body).toBe(200);
    });
  });

  describe("an order left at 3-D Secure", () => {
    const giveUp = () => giveUpAbandonedOrders(kit.billingDeps());
    const authenticate = async (b: Buyer, chargeId: string) =>
      demo.app.inject({
        method: "POST",
        url: `/api/test-processor/charges/${chargeId}/authenticate`,
        headers: await b.headers(),
        payload: { approve: true },
      });
    const confirm = async (b: Buyer, orderId: string) =>
      demo.app.inject({
        method: "POST",
        url: `/api/purchase/orders/${orderId}/confirm`,
        headers: await b.headers(),
      });
    const stateOf = async (orderId: string, chargeId: string) => {
      const [order] = await demo.database.db.select().from(orders).where(eq(orders.id, orderId));
      const [charge] = await demo.database.db
        .select()
        .from(testProcessorCharges)
        .where(eq(testProcessorCharges.id, chargeId));
      const [redemption] = await demo.database.db
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.order_id, orderId));
      return {
        order: order?.status,
        charge: charge?.status,
        codeHeld: redemption ? redemption.released_at === null : null,
      };
    };

    it("is given up after an hour, its charge canceled and its code given back", async () => {
      const b = await kit.buyer(CARD_ASKING_FOR_3DS);
      const started = await buyWith(b, demoIds.supporter, codes.onlyOnce);
      expect(started).toMatchObject({ status: "requires_action", amount: 1800 });
      const chargeId = started.next_action.charge_id as string;
      // Someone else is refused while the code's one use is held.
      await buyWith(await kit.buyer(), demoIds.supporter, codes.onlyOnce, 422);

      // Not before the hour is out.
      clock.advance(ABANDONED_AFTER_SECONDS - 60);
      expect(await giveUp()).toEqual({ givenUp: 0 });
      clock.advance(120);
      expect(await giveUp()).toEqual({ givenUp: 1 });
      expect(await stateOf(started.order_id, chargeId)).toEqual({
        order: "failed",
        charge: "failed",
        codeHeld: false,
      });
      const [coupon] = await demo.database.db
        .select()
        .from(coupons)
        .where(eq(coupons.id, onlyOnceCoupon));
      expect(coupon?.times_redeemed).toBe(0);
      // A late approval finds nothing to approve; the page is told why, with nothing charged.
      expect((await authenticate(b, chargeId)).statusCode).toBe(404);
      const late = await confirm(b, started.order_id);
      expect(late.statusCode).toBe(402);
      expect(late.json().message).toBe(ABANDONED_MESSAGE);
      expect(await giveUp()).toEqual({ givenUp: 0 });

      // The code may be used again, and the buyer may buy again.
      const again = await buyWith(await kit.buyer(), demoIds.supporter, codes.onlyOnce);
      expect(again).toMatchObject({ status: "paid", amount: 1800 });
    });

    it("ends exactly one way when the buyer's late approval races the give-up", async () => {
      for (let round = 0; round < 6; round++) {
        const b = await kit.buyer(CARD_ASKING_FOR_3DS);
        const started = await buyWith(b, demoIds.supporter, codes.everyOption);
        const chargeId = started.next_action.charge_id as string;
        clock.advance(ABANDONED_AFTER_SECONDS + 60);
        const [approved] = await Promise.all([
          // The page confirms the order after the bank's answer, as it does.
          authenticate(b, chargeId).then(async (answer) => {
            await confirm(b, started.order_id);
            return answer.statusCode;
          }),
          giveUp(),
        ]);
        const state = await stateOf(started.order_id, chargeId);
        if (approved === 200) {
          expect(state).toEqual({ order: "paid", charge: "succeeded", codeHeld: true });
        } else {
          expect(approved).toBe(404);
          expect(state).toEqual({ order: "failed", charge: "failed", codeHeld: false });
        }
      }
    });
  });

  describe("a code that leaves nothing to pay", () => {
    const buyerWithoutCard = async (): Promise<Buyer> => {
      const { email, headers } = await signedInBuyer(demo.app, demo.database.db);
      return { email, headers: async () => headers };
    };
    const give = async (b: Buyer, optionId: string, code: string) =>
      demo.app.inject({
        method: "POST",
        url: "/api/purchase/gift",
        headers: { ...(await b.headers()), "idempotency-key": randomUUID() },
        payload: {
          product_option_id: optionId,
          sender: { first_name: "Ada" },
          recipient: { first_name: "Bo", email: `bo-${randomUUID().slice(0, 8)}@example.com` },
          promotion_code: code,
        },
        remoteAddress: `198.51.100.${++network}`,
      });
    const chargesOf = (orderId: string) =>
      demo.database.db
        .select()
        .from(testProcessorCharges)
        .where(eq(testProcessorCharges.idempotency_key, `order:${orderId}`));

    it("makes a gift free without a card, whether a share or a fixed amount covers its term", async () => {
      for (const [optionId, code] of [
        [demoIds.supporter, codes.wholeGift],
        [demoIds.monthly, codes.eightDollars],
      ] as const) {
        const giver = await buyerWithoutCard();
        const response = await give(giver, optionId, code);
        expect(response.statusCode, response.body).toBe(200);
        const order = response.json();
        expect(order).toMatchObject({ status: "paid", amount: 0 });
        expect(await chargesOf(order.order_id)).toEqual([]);
        const [row] = await demo.database.db
          .select()
          .from(orders)
          .where(eq(orders.id, order.order_id));
        expect(row).toMatchObject({ payment_method_id: null, promotion_code: code });
        const [gift] = await demo.database.db
          .select()
          .from(gifts)
          .where(eq(gifts.order_id, order.order_id));
        expect(gift).toBeDefined();
      }
    });

    it("still asks for a card when the code leaves something of the gift to pay, writing nothing", async () => {
      const giver = await buyerWithoutCard();
      const before = await demo.database.db.select().from(orders).where(eq(orders.kind, "gift"));
      const response = await give(giver, demoIds.supporter, codes.everyOption);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: "NO_PAYMENT_METHOD",
        message: "Add a card to pay.",
      });
      const after = await demo.database.db.select().from(orders).where(eq(orders.kind, "gift"));
      expect(after).toHaveLength(before.length);
    });

    it("makes a one-time purchase free without a card, and asks for one where renewals follow", async () => {
      const free = await buyWith(await buyerWithoutCard(), demoIds.dayPass, codes.wholeGift);
      expect(free).toMatchObject({ status: "paid", amount: 0 });
      expect(await chargesOf(free.order_id)).toEqual([]);
      // Half off today and a card needed for the renewals at the full price.
      const response = await demo.app.inject({
        method: "POST",
        url: `/api/purchase/product/${demoIds.supporter}`,
        headers: {
          ...(await (await buyerWithoutCard()).headers()),
          "idempotency-key": randomUUID(),
        },
        payload: { promotion_code: codes.wholeGift },
        remoteAddress: `198.51.100.${++network}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("Add a card to pay.");
    });
  });
});
