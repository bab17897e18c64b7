import { randomUUID } from "node:crypto";
import { catalogFileSchema, describeCatalogIssues } from "@creator-checkout/core/catalog";
import { CODE_REFUSED_MESSAGE } from "@creator-checkout/core/discounts";
import { type Buyer, billingTestKit } from "@creator-checkout/testing/billing-test-kit";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { otherPublisherCatalog, testClock } from "@creator-checkout/testing/sign-in-helpers";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  couponRedemptions,
  coupons,
  orders,
  testProcessorCharges,
  webhookEvents,
} from "../db/schema";
import { importCatalog } from "../domain/catalog/import-catalog";
import { createPublisherKey } from "../domain/publisher-keys/create-publisher-key";
import { createWebhookEndpoint } from "../domain/webhooks/create-webhook-endpoint";

const other = otherPublisherCatalog();
const DECLINED_CARD = "4000000000000002";

describe.each(testDatabases())("discounts on $name", (kind) => {
  const clock = testClock(new Date("2027-01-31T10:00:00Z"));
  const demo = onDemoDatabase(kind, async ({ database }) => {
    await importCatalog(database, other);
    // An endpoint, so that order events are written (docs/decisions/079).
    await createWebhookEndpoint(
      { db: database.db, policy: { production: false, allowedHosts: [] } },
      { publisherId: demoIds.publisher, url: "http://127.0.0.1:9/hooks" },
    );
    return buildSignInTestApp(database.db, clock);
  });
  const kit = billingTestKit(demo, clock);
  let demoKey: string;
  let otherKey: string;
  let network = 0;
  // Each test buys from a network of its own, so one test's refusals never limit another's.
  const nextNetwork = () => `198.51.100.${++network}`;

  beforeAll(async () => {
    const { db } = demo.database;
    demoKey = (await createPublisherKey(db, { username: demoCatalog().publisher.username })).key;
    otherKey = (await createPublisherKey(db, { username: other.publisher.username })).key;
  });

  const publisher = (
    method: "GET" | "POST" | "PATCH",
    url: string,
    payload?: object,
    key = demoKey,
  ) =>
    demo.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${key}` },
      ...(payload ? { payload } : {}),
    });
  const couponWith = async (body: object) => {
    const response = await publisher("POST", "/api/publisher/coupons", body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; codes: Array<{ id: string; code: string }> };
  };
  const uniqueCode = (prefix = "C") => `${prefix}-${randomUUID().slice(0, 8)}`.toUpperCase();
  const buyWith = async (
    buyer: Buyer,
    optionId: string,
    code: string | undefined,
    { ip = "203.0.113.9", body = {} as object } = {},
  ) =>
    demo.app.inject({
      method: "POST",
      url: `/api/purchase/product/${optionId}`,
      headers: { ...(await buyer.headers()), "idempotency-key": randomUUID() },
      payload: { ...body, ...(code === undefined ? {} : { promotion_code: code }) },
      remoteAddress: ip,
    });
  const couponRow = async (id: string) => {
    const [row] = await demo.database.db.select().from(coupons).where(eq(coupons.id, id));
    return row;
  };

  describe("the publisher API", () => {
    it("makes a coupon with a code, lists it with its redemptions, and keeps codes unique without regard to case", async () => {
      const code = uniqueCode("SAVE");
      const made = await couponWith({
        name: "Spring",
        percent_off: 12.5,
        duration: "repeating",
        duration_in_months: 3,
        max_redemptions: 100,
        code: code.toLowerCase(),
      });
      expect(made).toMatchObject({
        name: "Spring",
        percent_off: 12.5,
        amounts_off: null,
        duration: "repeating",
        duration_in_months: 3,
        max_redemptions: 100,
        times_redeemed: 0,
        codes: [{ code, active: true, redemptions: 0 }],
      });

      const taken = await publisher("POST", `/api/publisher/coupons/${made.id}/codes`, {
        code: code.toLowerCase(),
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ error: "PROMOTION_CODE_TAKEN" });

      const generated = await publisher("POST", `/api/publisher/coupons/${made.id}/codes`, {});
      expect(generated.statusCode, generated.body).toBe(201);
      expect(generated.json().code).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{10}$/);

      const listed = await publisher("GET", "/api/publisher/coupons");
      expect(listed.statusCode).toBe(200);
      const found = listed.json().coupons.find((c: { id: string }) => c.id === made.id);
      expect(found.codes.map((c: { code: string }) => c.code)).toEqual(
        expect.arrayContaining([code, generated.json().code]),
      );

      const renamed = await publisher("PATCH", `/api/publisher/coupons/${made.id}`, {
        name: "Spring sale",
        max_redemptions: 5,
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({ name: "Spring sale", max_redemptions: 5 });

      const off = await publisher(
        "PATCH",
        `/api/publisher/coupons/${made.id}/codes/${made.codes[0]?.id}`,
        { active: false },
      );
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toMatchObject({ code, active: false });
    });

    it("refuses what is no coupon, with a sentence", async () => {
      for (const [body, words] of [
        [{ duration: "once" }, "either percent_off or amounts_off"],
        [{ percent_off: 20, amounts_off: { USD: 100 } }, "either percent_off or amounts_off"],
        [{ percent_off: 12.345 }, "two decimals"],
        [{ percent_off: 101 }, "0.01 to 100"],
        [{ amounts_off: { XXX: 100 } }, "currency"],
        [{ amounts_off: { USD: 1.5 } }, "whole number"],
        [{ percent_off: 10, duration: "repeating" }, "duration_in_months"],
        [{ percent_off: 10, duration_in_months: 3 }, "duration_in_months"],
        [{ percent_off: 10, code: "no spaces" }, "3 to 64"],
        [{ percent_off: 10, code: "AB" }, "3 to 64"],
        [{ percent_off: 10, redeem_by: "tomorrow" }, "redeem_by"],
        [{ percent_off: 10, max_redemptions: 0 }, "max_redemptions"],
        [{ percent_off: 10, product_option_ids: [other.products[0]?.options[0]?.id] }, "your own"],
      ] as const) {
        const response = await publisher("POST", "/api/publisher/coupons", body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().message, JSON.stringify(body)).toContain(words);
      }
    });

    it("lists the key's own options a coupon may name, with their titles and currencies", async () => {
      const answer = await publisher("GET", "/api/publisher/coupon-options");
      expect(answer.statusCode, answer.body).toBe(200);
      const options = answer.json().options as Array<{ id: string; price: number | null }>;
      const demoOptions = demoCatalog().products.flatMap((product) => product.options);
      expect(options.map((option) => option.id).sort()).toEqual(
        demoOptions.map((option) => option.id).sort(),
      );
      expect(options).toContainEqual({
        id: demoIds.coffee,
        title: "A coffee",
        product_id: demoIds.donation,
        product_title: "Tip jar",
        currency: "CHF",
        price: 500,
      });
      expect(options.find((option) => option.id === demoIds.customAmount)?.price).toBeNull();

      const theirs = await publisher("GET", "/api/publisher/coupon-options", undefined, otherKey);
      const theirIds = theirs.json().options.map((option: { id: string }) => option.id);
      expect(theirIds).not.toContain(demoIds.coffee);
      const noKey = await demo.app.inject({ url: "/api/publisher/coupon-options" });
      expect(noKey.statusCode).toBe(401);
    });

    it("shows a coupon to its own publisher only", async () => {
      const made = await couponWith({ percent_off: 10 });
      const foreign = await publisher(
        "GET",
        `/api/publisher/coupons/${made.id}`,
        undefined,
        otherKey,
      );
      expect(foreign.statusCode).toBe(404);
      const foreignCode = await publisher(
        "POST",
        `/api/publisher/coupons/${made.id}/codes`,
        {},
        otherKey,
      );
      expect(foreignCode.statusCode).toBe(404);
      const noKey = await demo.app.inject({ url: "/api/publisher/coupons" });
      expect(noKey.statusCode).toBe(401);
    });
  });

  describe("a gift with a code", () => {
    it("takes the code off the gift's term and refuses a code that does not apply", async () => {
      const code = uniqueCode("GIFT");
      const made = await couponWith({ percent_off: 50, max_redemptions: 1, code });
      const giver = await kit.buyer();
      const give = async (promotionCode: string) =>
        demo.app.inject({
          method: "POST",
          url: "/api/purchase/gift",
          headers: { ...(await giver.headers()), "idempotency-key": randomUUID() },
          payload: {
            product_option_id: demoIds.supporter,
            sender: { first_name: "Ada" },
            recipient: { first_name: "Bo", email: `bo-${randomUUID().slice(0, 6)}@example.com` },
            promotion_code: promotionCode,
          },
          remoteAddress: nextNetwork(),
        });
      const given = await give(code.toLowerCase());
      expect(given.statusCode, given.body).toBe(200);
      expect(given.json()).toMatchObject({ status: "paid", amount: 1000 });
      expect((await couponRow(made.id))?.times_redeemed).toBe(1);
      const usedUp = await give(code);
      expect(usedUp.statusCode).toBe(422);
      expect(usedUp.json().message).toBe(CODE_REFUSED_MESSAGE);
    });
  });

  describe("the catalog file", () => {
    it("makes coupons with their codes, and refuses an option outside the catalog", async () => {
      const couponId = randomUUID();
      const file = catalogFileSchema.parse({
        ...demoCatalog(),
        coupons: [
          {
            id: couponId,
            percent_off: 15,
            codes: ["catalog15", "CATALOG-ALSO"],
            product_option_ids: [demoIds.dayPass],
          },
        ],
      });
      await importCatalog(demo.database, file);
      const buyer = await kit.buyer();
      const bought = await buyWith(buyer, demoIds.dayPass, "CATALOG15", { ip: nextNetwork() });
      expect(bought.statusCode, bought.body).toBe(200);
      expect(bought.json()).toMatchObject({ amount: 2550, currency: "JPY" });
      // Imported again, the coupon keeps its redemptions.
      await importCatalog(demo.database, file);
      expect((await couponRow(couponId))?.times_redeemed).toBe(1);

      const wrong = catalogFileSchema.safeParse({
        ...demoCatalog(),
        coupons: [{ id: randomUUID(), percent_off: 10, product_option_ids: [randomUUID()] }],
      });
      expect(wrong.success).toBe(false);
      expect(wrong.error && describeCatalogIssues(wrong.error)).toEqual([
        "coupons.0.product_option_ids.0: names an option that is not in this catalog",
      ]);
    });
  });

  describe("the page's check of a code", () => {
    const check = (optionId: string, code: string, ip: string) =>
      demo.app.inject({
        method: "POST",
        url: `/api/purchase/promotion-code/${optionId}`,
        headers: { publisherid: demoIds.publisher },
        payload: { code },
        remoteAddress: ip,
      });

    it("says what a code takes off, and refuses any other code the same way", async () => {
      const code = uniqueCode("PAGE");
      await couponWith({
        percent_off: 20,
        duration: "repeating",
        duration_in_months: 3,
        product_option_ids: [demoIds.supporter],
        code,
      });
      const ip = nextNetwork();
      const applied = await check(demoIds.supporter, code.toLowerCase(), ip);
      expect(applied.statusCode, applied.body).toBe(200);
      expect(applied.json()).toEqual({
        code,
        percent_off: 2000,
        amount_off: null,
        currency: "USD",
        duration: "repeating",
        duration_in_months: 3,
      });
      for (const [optionId, tried] of [
        [demoIds.monthly, code],
        [demoIds.supporter, "NOPE-NOPE"],
      ] as const) {
        const refused = await check(optionId, tried, ip);
        expect(refused.statusCode).toBe(422);
        expect(refused.json()).toEqual({
          error: "PROMOTION_CODE_REFUSED",
          message: CODE_REFUSED_MESSAGE,
        });
      }
      for (let i = 0; i < 8; i++) await check(demoIds.supporter, `NOPE-${i}`, ip);
      expect((await check(demoIds.supporter, code, ip)).statusCode).toBe(429);
    });
    it("looks at exactly ten of 60 codes tried at once from one network", async () => {
      const ip = nextNetwork();
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) => check(demoIds.supporter, `GUESS-${i}`, ip)),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 422)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(50);
    });
  });

  describe("a purchase with a code", () => {
    it("charges the discounted amount and records the redemption", async () => {
      const code = uniqueCode("SAVE");
      const made = await couponWith({ percent_off: 20, code });
      const buyer = await kit.buyer();
      const response = await buyWith(buyer, demoIds.supporter, code.toLowerCase(), {
        ip: nextNetwork(),
      });
      expect(response.statusCode, response.body).toBe(200);
      const order = response.json();
      expect(order).toMatchObject({ status: "paid", amount: 1600, currency: "USD" });
      const [row] = await demo.database.db
        .select()
        .from(orders)
        .where(eq(orders.id, order.order_id));
      expect(row).toMatchObject({ amount: 1600, discount_amount: 400, recurring_amount: 2000 });
      const [charge] = await demo.database.db
        .select()
        .from(testProcessorCharges)
        .where(eq(testProcessorCharges.idempotency_key, `order:${order.order_id}`));
      expect(charge?.amount).toBe(1600);
      expect((await couponRow(made.id))?.times_redeemed).toBe(1);

      // The history and the receipt say what the code took off.
      const history = await kit.history(buyer, demoIds.supporter);
      expect(history.history.orders[0]).toMatchObject({
        amount: 1600,
        discount_amount: 400,
        promotion_code: code,
      });
      const [receipt] = await kit.messagesTo(buyer.email);
      expect(receipt?.body).toContain(`Promotion code ${code}: \u2212$4`);
      expect(receipt?.body).toContain("Amount paid: $16");
      const [event] = await demo.database.db
        .select({ payload: webhookEvents.payload })
        .from(webhookEvents)
        .where(eq(webhookEvents.resource_id, order.order_id));
      expect(JSON.parse(event?.payload ?? "{}").data).toMatchObject({
        amount: 1600,
        discount_amount: 400,
        promotion_code: code,
      });
    });

    it("takes a fixed amount in the option's currency, never below zero", async () => {
      const code = uniqueCode("YEN");
      await couponWith({ amounts_off: { JPY: 5000, USD: 100 }, code });
      const buyer = await kit.buyer();
      const response = await buyWith(buyer, demoIds.dayPass, code, { ip: nextNetwork() });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ status: "paid", amount: 0, currency: "JPY" });
    });

    it("gives every code that cannot be used one and the same refusal", async () => {
      const buyer = await kit.buyer();
      const returning = await kit.buyer();
      expect((await buyWith(returning, demoIds.weekendPass, undefined)).statusCode).toBe(200);
      const codeFor = async (rules: object) => {
        const code = uniqueCode("R");
        await couponWith({ percent_off: 10, ...rules, code });
        return code;
      };
      const deactivated = await couponWith({ percent_off: 10, code: uniqueCode("OFF") });
      await publisher(
        "PATCH",
        `/api/publisher/coupons/${deactivated.id}/codes/${deactivated.codes[0]?.id}`,
        { active: false },
      );
      const cases: Array<[string, string, Buyer]> = [
        ["unknown", "NO-SUCH-CODE", buyer],
        ["malformed", "no such code!", buyer],
        ["deactivated", deactivated.codes[0]?.code ?? "", buyer],
        ["expired", await codeFor({ redeem_by: "2027-01-31T09:59:59Z" }), buyer],
        ["other option", await codeFor({ product_option_ids: [demoIds.monthly] }), buyer],
        [
          "other currency",
          await codeFor({ percent_off: undefined, amounts_off: { EUR: 100 } }),
          buyer,
        ],
        ["below minimum", await codeFor({ minimum_amounts: { USD: 2001 } }), buyer],
        ["first time only", await codeFor({ first_time_only: true }), returning],
      ];
      const otherCode = uniqueCode("THEIRS");
      const theirs = await publisher(
        "POST",
        "/api/publisher/coupons",
        { percent_off: 10, code: otherCode },
        otherKey,
      );
      expect(theirs.statusCode).toBe(201);
      cases.push(["another creator's", otherCode, buyer]);

      const before = await demo.database.db
        .select()
        .from(orders)
        .where(eq(orders.product_option_id, demoIds.supporter));
      for (const [reason, code, who] of cases) {
        const response = await buyWith(who, demoIds.supporter, code, { ip: nextNetwork() });
        expect(response.statusCode, reason).toBe(422);
        expect(response.json(), reason).toEqual({
          error: "PROMOTION_CODE_REFUSED",
          message: CODE_REFUSED_MESSAGE,
        });
      }
      // Nothing was ordered for any of them.
      const after = await demo.database.db
        .select()
        .from(orders)
        .where(eq(orders.product_option_id, demoIds.supporter));
      expect(after.length).toBe(before.length);
    });

    it("holds max_redemptions and max_redemptions_per_customer", async () => {
      const limited = uniqueCode("ONCE");
      await couponWith({ percent_off: 10, max_redemptions: 1, code: limited });
      const first = await kit.buyer();
      const second = await kit.buyer();
      expect(
        (await buyWith(first, demoIds.dayPass, limited, { ip: nextNetwork() })).statusCode,
      ).toBe(200);
      const refused = await buyWith(second, demoIds.dayPass, limited, { ip: nextNetwork() });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(CODE_REFUSED_MESSAGE);

      const mine = await couponWith({
        percent_off: 10,
        max_redemptions_per_customer: 1,
        code: uniqueCode("MINE"),
      });
      const perCustomer = mine.codes[0]?.code ?? "";
      const buyer = await kit.buyer();
      expect(
        (await buyWith(buyer, demoIds.dayPass, perCustomer, { ip: nextNetwork() })).statusCode,
      ).toBe(200);
      const again = await buyWith(buyer, demoIds.weekendPass, perCustomer, { ip: nextNetwork() });
      expect(again.statusCode).toBe(422);
      const someoneElse = await kit.buyer();
      expect(
        (await buyWith(someoneElse, demoIds.weekendPass, perCustomer, { ip: nextNetwork() }))
          .statusCode,
      ).toBe(200);
      // Two buyers hold it now: a limit below that is refused, one at it is taken.
      const lower = await publisher("PATCH", `/api/publisher/coupons/${mine.id}`, {
        max_redemptions: 1,
      });
      expect(lower.statusCode).toBe(400);
      expect(lower.json().message).toBe(
        "The coupon was already redeemed 2 times; its limit cannot be lower.",
      );
      const atIt = await publisher("PATCH", `/api/publisher/coupons/${mine.id}`, {
        max_redemptions: 2,
      });
      expect(atIt.json()).toMatchObject({ max_redemptions: 2, times_redeemed: 2 });
    });

    it("limits the codes a network and a buyer may try", async () => {
      const buyer = await kit.buyer();
      const ip = nextNetwork();
      for (let i = 0; i < 10; i++) {
        const response = await buyWith(buyer, demoIds.supporter, `WRONG-${i}`, { ip });
        expect(response.statusCode).toBe(422);
      }
      const limited = await buyWith(buyer, demoIds.supporter, "WRONG-11", { ip });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ error: "TOO_MANY_FAILURES" });
      // The buyer is limited from another network too.
      const elsewhere = await buyWith(buyer, demoIds.supporter, "WRONG-12", { ip: nextNetwork() });
      expect(elsewhere.statusCode).toBe(429);
      // Another buyer on the first network is limited by the network.
      const neighbour = await kit.buyer();
      expect((await buyWith(neighbour, demoIds.supporter, "WRONG-13", { ip })).statusCode).toBe(
        429,
      );
      // A minute later the network and the buyer may try again.
      clock.advance(61);
      expect((await buyWith(buyer, demoIds.supporter, "WRONG-14", { ip })).statusCode).toBe(422);
    });

    it("does not count a code that applied against the limit", async () => {
      const code = uniqueCode("MANY");
      await couponWith({ percent_off: 5, code });
      const ip = nextNetwork();
      for (let i = 0; i < 12; i++) {
        const buyer = await kit.buyer();
        expect((await buyWith(buyer, demoIds.dayPass, code, { ip })).statusCode).toBe(200);
      }
    });

    it("gives the redemption back when the card is declined", async () => {
      const code = uniqueCode("BACK");
      const made = await couponWith({ percent_off: 50, max_redemptions: 1, code });
      const declined = await kit.buyer(DECLINED_CARD);
      const failed = await buyWith(declined, demoIds.supporter, code, { ip: nextNetwork() });
      expect(failed.statusCode).toBe(402);
      expect((await couponRow(made.id))?.times_redeemed).toBe(0);
      const [redemption] = await demo.database.db
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.coupon_id, made.id));
      expect(redemption?.released_at).not.toBeNull();
      const buyer = await kit.buyer();
      const paid = await buyWith(buyer, demoIds.supporter, code, { ip: nextNetwork() });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json()).toMatchObject({ status: "paid", amount: 1000 });
    });

    it("makes a free purchase with a 100 % code that needs no card when nothing is due later", async () => {
      const code = uniqueCode("FREE");
      await couponWith({ percent_off: 100, duration: "forever", code });
      const { signedInBuyer } = await import("@creator-checkout/testing/signed-in-buyer");
      const noCard = await signedInBuyer(demo.app, demo.database.db);
      const buyer: Buyer = { email: noCard.email, headers: async () => noCard.headers };
      const response = await buyWith(buyer, demoIds.supporter, code, { ip: nextNetwork() });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ status: "paid", amount: 0 });

      const once = uniqueCode("FIRST");
      await couponWith({ percent_off: 100, duration: "once", code: once });
      const another = await signedInBuyer(demo.app, demo.database.db);
      const later: Buyer = { email: another.email, headers: async () => another.headers };
      const needsCard = await buyWith(later, demoIds.supporter, once, { ip: nextNetwork() });
      expect(needsCard.statusCode).toBe(400);
      expect(needsCard.json().error).toBe("NO_PAYMENT_METHOD");
    });

    it("redeems a code limited to 10 exactly 10 times under 50 concurrent purchases", async () => {
      const code = uniqueCode("TEN");
      const made = await couponWith({ percent_off: 10, max_redemptions: 10, code });
      const buyers = await Promise.all(Array.from({ length: 50 }, () => kit.buyer()));
      const answers = await Promise.all(
        buyers.map((buyer) => buyWith(buyer, demoIds.weekendPass, code, { ip: nextNetwork() })),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(statuses.filter((s) => s === 422)).toHaveLength(40);
      expect((await couponRow(made.id))?.times_redeemed).toBe(10);
      const held = await demo.database.db
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.coupon_id, made.id));
      expect(held).toHaveLength(10);
    }, 120_000);
  });

  describe("renewals", () => {
    const renewalAmounts = async (subscriptionId: string) =>
      (
        await demo.database.db
          .select({
            amount: orders.amount,
            period: orders.period_number,
            discount: orders.discount_amount,
          })
          .from(orders)
          .where(eq(orders.subscription_id, subscriptionId))
          .orderBy(orders.period_number)
      ).map((o) => [o.period, o.amount, o.discount]);

    it("charges the discounted price for the code's duration: once, repeating and forever", async () => {
      const once = uniqueCode("ONCE");
      const repeating = uniqueCode("THREE");
      const forever = uniqueCode("ALWAYS");
      await couponWith({ percent_off: 20, duration: "once", code: once });
      await couponWith({
        percent_off: 25,
        duration: "repeating",
        duration_in_months: 2,
        code: repeating,
      });
      await couponWith({ amounts_off: { USD: 500 }, duration: "forever", code: forever });
      const subscribed: Array<{ code: string; subscriptionId: string }> = [];
      for (const code of [once, repeating, forever]) {
        const buyer = await kit.buyer();
        const bought = await buyWith(buyer, demoIds.supporter, code, { ip: nextNetwork() });
        expect(bought.statusCode, bought.body).toBe(200);
        subscribed.push({
          code,
          subscriptionId: (await kit.subscriptionOf(buyer, demoIds.supporter)).id,
        });
      }
      const start = clock.now();
      for (let month = 1; month <= 3; month++) {
        kit.moveTo(
          new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + month + 1, 5, 12)),
        );
        await kit.runDue();
      }
      const [onceSub, repeatingSub, foreverSub] = subscribed;
      // $20 a month: period 0 is the purchase, then three renewals.
      expect(await renewalAmounts(onceSub?.subscriptionId ?? "")).toEqual([
        [1, 2000, 0],
        [2, 2000, 0],
        [3, 2000, 0],
      ]);
      expect(await renewalAmounts(repeatingSub?.subscriptionId ?? "")).toEqual([
        [1, 1500, 500],
        [2, 2000, 0],
        [3, 2000, 0],
      ]);
      expect(await renewalAmounts(foreverSub?.subscriptionId ?? "")).toEqual([
        [1, 1500, 500],
        [2, 1500, 500],
        [3, 1500, 500],
      ]);
    });

    it("converts a trial at the discounted price, the trial itself not discounted", async () => {
      const code = uniqueCode("TRIAL");
      await couponWith({
        percent_off: 50,
        duration: "once",
        product_option_ids: [demoIds.monthly],
        code,
      });
      const buyer = await kit.buyer();
      const bought = await buyWith(buyer, demoIds.monthly, code, { ip: nextNetwork() });
      expect(bought.statusCode, bought.body).toBe(200);
      expect(bought.json()).toMatchObject({ status: "paid", amount: 0 });
      const sub = await kit.subscriptionOf(buyer, demoIds.monthly);
      kit.moveTo(new Date(clock.now().getTime() + 15 * 86_400_000));
      await kit.runDue();
      kit.moveTo(new Date(clock.now().getTime() + 31 * 86_400_000));
      await kit.runDue();
      expect(await renewalAmounts(sub.id)).toEqual([
        [0, 400, 400],
        [1, 800, 0],
      ]);
    });
  });
});
