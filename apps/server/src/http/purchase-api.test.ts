import { randomUUID } from "node:crypto";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import {
  bouncedTestDatabases,
  sayWhenPgbouncerIsMissing,
} from "@creator-checkout/testing/pgbouncer";
import { testClock } from "@creator-checkout/testing/sign-in-helpers";
import { saveTestCard, signedInBuyer } from "@creator-checkout/testing/signed-in-buyer";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, subscriptions, testProcessorCharges, users } from "../db/schema";
import { importCatalog } from "../domain/catalog/import-catalog";

sayWhenPgbouncerIsMissing("cards and purchases");

describe.each([...testDatabases(), ...bouncedTestDatabases()])(
  "cards and purchases on $name",
  (kind) => {
    const clock = testClock();
    const demo = onDemoDatabase(kind, async ({ database }) => {
      return buildSignInTestApp(database.db, clock);
    });

    const buy = (
      headers: Record<string, string>,
      optionId: string,
      body: object = {},
      key = randomUUID(),
    ) =>
      demo.app.inject({
        method: "POST",
        url: `/api/purchase/product/${optionId}`,
        headers: { ...headers, "idempotency-key": key },
        payload: body,
      });
    const history = (headers: Record<string, string>, optionId: string) =>
      demo.app.inject({ url: `/api/purchase/history?product_option_id=${optionId}`, headers });
    const ownerOf = async (orderId: string) => {
      const [row] = await demo.database.db
        .select({ userId: orders.user_id })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row?.userId ?? "";
    };
    const countFor = async (table: typeof orders | typeof subscriptions, userId: string) => {
      const [row] = await demo.database.db
        .select({ n: count() })
        .from(table)
        .where(eq(table.user_id, userId));
      return row?.n ?? 0;
    };
    const testProcessorChargeCountFor = async (userId: string) => {
      const [row] = await demo.database.db
        .select({ n: count() })
        .from(testProcessorCharges)
        .innerJoin(orders, eq(testProcessorCharges.idempotency_key, sql`'order:' || ${orders.id}`))
        .where(eq(orders.user_id, userId));
      return row?.n ?? 0;
    };
    const chargesOf = async (orderId: string) => {
      const [row] = await demo.database.db
        .select({ n: count() })
        .from(testProcessorCharges)
        .where(eq(testProcessorCharges.idempotency_key, `order:${orderId}`));
      return row?.n ?? 0;
    };

    it("saves cards, sorts them by when they were added, and switches the default", async () => {
      const { headers } = await signedInBuyer(demo.app, demo.database.db);
      const first = await saveTestCard(demo.app, headers);
      const second = await saveTestCard(demo.app, headers, "5555555555554444");
      expect(first.isDefault).toBe(true);
      expect(second.isDefault).toBe(false);

      const switched = await demo.app.inject({
        method: "PUT",
        url: "/api/me/payment",
        headers,
        payload: { source_id: second.id },
      });

      expect(switched.json()).toEqual({
        payment_methods: [
          {
            id: first.id,
            source_type: "card",
            brand: "visa",
            last4: "4242",
            exp_month: 12,
            exp_year: 2034,
            isDefault: false,
          },
          {
            id: second.id,
            source_type: "card",
            brand: "mastercard",
            last4: "4444",
            exp_month: 12,
            exp_year: 2034,
            isDefault: true,
          },
        ],
        payment_method_default: second.id,
      });
    });

    it("tells the page to use the test processor's own card form", async () => {
      const response = await demo.app.inject("/api/payment/config");

      expect(response.json()).toEqual({ provider: "test", publishable_key: null });
    });

    it("refuses a real card number at the test processor", async () => {
      const response = await demo.app.inject({
        method: "POST",
        url: "/api/test-processor/tokens",
        payload: {
          number: "4111 1111 1111 1112",
          exp_month: 1,
          exp_year: 2030,
          cvc: "123",
          postal_code: "10001",
        },
      });

      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/test mode/);
    });

    it("saves the test wallet's card as a wallet payment method and pays with it", async () => {
      const { headers } = await signedInBuyer(demo.app, demo.database.db);
      const token = await demo.app.inject({
        method: "POST",
        url: "/api/test-processor/wallet-tokens",
        payload: { number: "4242424242424242" },
      });
      expect(token.statusCode).toBe(201);

      const saved = await demo.app.inject({
        method: "POST",
        url: "/api/me/payment",
        headers,
        payload: { token: token.json().id, source_type: "wallet" },
      });
      expect(saved.statusCode).toBe(201);
      expect(saved.json()).toMatchObject({
        source_type: "wallet",
        brand: "visa",
        last4: "4242",
        exp_year: clock.now().getUTCFullYear() + 4,
        isDefault: true,
      });

      const response = await buy(headers, demoIds.supporter, { source_id: saved.json().id });
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe("paid");
    });

    it("refuses a wallet card that is not a test card, and an unknown source type", async () => {
      const { headers } = await signedInBuyer(demo.app, demo.database.db);
      const token = await demo.app.inject({
        method: "POST",
        url: "/api/test-processor/wallet-tokens",
        payload: { number: "4111111111111111" },
      });
      expect(token.statusCode).toBe(400);
      expect(token.json().message).toBe(
        "The test wallet holds only test cards such as 4242 4242 4242 4242.",
      );

      const saved = await demo.app.inject({
        method: "POST",
        url: "/api/me/payment",
        headers,
        payload: { token: "pm_test_whatever", source_type: "bank" },
      });
      expect(saved.statusCode).toBe(400);
      expect(saved.json().message).toMatch(/^Invalid request body: source_type: /);
    });

    it("buys the monthly option with a free trial: no charge, a trialing subscription", async () => {
      const { headers } = await signedInBuyer(demo.app, demo.database.db);
      await saveTestCard(demo.app, headers);

      const response = await buy(headers, demoIds.monthly);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: "paid", amount: 0, currency: "USD" });
      expect(await chargesOf(response.json().order_id)).toBe(0);
      expect((await history(headers, demoIds.monthly)).json().current).toEqual({
        product_option_id: demoIds.monthly,
        status: "TRIALING",
      });
    });

    it("asks a buyer with no card for one, and starts a free trial without one", async () => {
      const { headers } = await signedInBuyer(demo.app, demo.database.db);

      const paid = await buy(headers, demoIds.supporter);
      expect(paid.statusCode).toBe(400);
      expect(paid.json()).toMatchObject({
        error: "NO_PAYMENT_METHOD",
        message: "Add a card to pay.",
      });

      const trial = await buy(headers, demoIds.monthly);
      expect(trial.statusCode).toBe(200);
      expect(trial.json()).toMatchObject({ status: "paid", amount: 0 });
    });

    it("repeats the first answer for a repeated request, without a second charge", async () => {
      const { headers } = await signedInBuyer(demo.app, demo.database.db);
      await saveTestCard(demo.app, headers);
      const key = randomUUID();

      const first = await buy(headers, demoIds.supporter, {}, key);
      const again = await buy(headers, demoIds.supporter, {}, key);

      expect(first.json()).toMatchObject({ status: "paid", amount: 2000 });
      expect(again.json()).toEqual(first.json());
      expect(await chargesOf(first.json().order_id)).toBe(1);
    });

    it("charges the trial price of a paid trial", async () => {
      const { headers } = await signedInBuyer(demo.app, demo.database.db);
      await saveTestCard(demo.app, headers);

      const response = await buy(headers, demoIds.yearly);

      expect(response.json()).toMatchObject({ status: "paid", amount: 100 });
      expect(await chargesOf(response.json().order_id)).toBe(1);
    });

    it("charges a plain subscription its price and activates it", async () => {
      const { headers } = await signedInBuyer(demo.app, demo.database.db);
      await saveTestCard(demo.app, headers);

      const response = await buy(headers, demoIds.supporter);

      expect(response.json()).toMatchObject({ status: "paid", amount: 2000 });
      const current = (await history(headers, demoIds.supporter)).json();
      expect(current.current).toEqual({ product_option_id: demoIds.supporter, status: "ACTIVE" });
      expect(current.history.orders).toHaveLength(1);
    });

    it("takes a donation of the buyer's own amount", async () => {
      const { headers } = await signedInBuyer(demo.app, demo.database.db);
      await saveTestCard(demo.app, headers);

      const response = await buy(headers, demoIds.customAmount, { custom_price: 1250 });

      expect(response.json()).toMatchObject({ status: "paid", amount: 1250, currency: "CHF" });
    });

    it.each([
      ["below the minimum", { custom_price: 99 }, /at least 100/],
      ["not an integer", { custom_price: 12.5 }, /whole number/],
      ["missing", {}, /Choose an amount/],
      ["above the maximum of 10,000.00", { custom_price: 1_000_001 }, /at most 1000000 \(CHF\)/],
      ["of 21,474,836.47", { custom_price: 2_147_483_647 }, /at most 1000000/],
      ["past what an integer column holds", { custom_price: 2 ** 31 }, /at most 1000000/],
      ["past a safe integer", { custom_price: 2 ** 53 + 2 }, /whole number/],
      ["negative", { custom_price: -500 }, /at least 100/],
    ])("refuses a custom price %s with 400", async (_case, body, message) => {
      const { headers } = await signedInBuyer(demo.app, demo.database.db);
      await saveTestCard(demo.app, headers);

      const response = await buy(headers, demoIds.customAmount, body);

      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    });

    it("refuses a custom price in a currency the option is not sold in with 422", async () => {
      const { headers } = await signedInBuyer(demo.app, demo.database.db);
      await saveTestCard(demo.app, headers);

      const response = await buy(headers, demoIds.customAmount, {
        custom_price: 500,
        currency: "USD",
      });

      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe("This option is not sold in USD; it is sold in CHF.");
    });

    // What the page shows is what is charged (docs/decisions/066): the page takes a Swiss amount to
    // a whole 0.05, and the server charges nothing else, not even a rounded amount nobody showed.
    it.each([1233, 1234, 101, 999_999])(
      "refuses %d Swiss centimes, off the 0.05 step, with 400, and charges nothing",
      async (customPrice) => {
        const { headers } = await signedInBuyer(demo.app, demo.database.db);
        await saveTestCard(demo.app, headers);

        const response = await buy(headers, demoIds.customAmount, { custom_price: customPrice });

        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(/steps of 0\.05 \(CHF\)/);
        const after = (await history(headers, demoIds.customAmount)).json();
        expect(after.history.orders).toEqual([]);
      },
    );

    it.each([1235, 1230, 105])(
      "charges %d Swiss centimes, a whole number of 0.05 steps, exactly",
      async (customPrice) => {
        const { headers } = await signedInBuyer(demo.app, demo.database.db);
        await saveTestCard(demo.app, headers);

        const response = await buy(headers, demoIds.customAmount, { custom_price: customPrice });

        expect(response.json()).toMatchObject({
          status: "paid",
          amount: customPrice,
          currency: "CHF",
        });
      },
    );

    it("takes the largest amount the option allows", async () => {
      const { headers } = await signedInBuyer(demo.app, demo.database.db);
      await saveTestCard(demo.app, headers);

      const response = await buy(headers, demoIds.customAmount, { custom_price: 1_000_000 });

      expect(response.json()).toMatchObject({ status: "paid", amount: 1_000_000, currency: "CHF" });
    });

    it("refuses a custom price on a fixed-price option", async () => {
      const { headers } = await signedInBuyer(demo.app, demo.database.db);
      expect((await buy(headers, demoIds.supporter, { custom_price: 1 })).statusCode).toBe(400);
    });

    it("declines a declined card: no access, and the order is not in the history", async () => {
      const { headers } = await signedInBuyer(demo.app, demo.database.db);
      await saveTestCard(demo.app, headers, "4000000000000002");

      const response = await buy(headers, demoIds.supporter);

      expect(response.statusCode).toBe(402);
      expect(response.json().message).toBe("Your card was declined.");
      const after = (await history(headers, demoIds.supporter)).json();
      expect(after.current).toBeNull();
      expect(after.history.orders).toEqual([]);
    });

    it("finishes a purchase after 3-D Secure is approved, and fails it when denied", async () => {
      for (const approve of [true, false]) {
        const { headers } = await signedInBuyer(demo.app, demo.database.db);
        await saveTestCard(demo.app, headers, "4000002500003155");
        const started = (await buy(headers, demoIds.supporter)).json();
        expect(started).toMatchObject({
          status: "requires_action",
          next_action: { type: "test_authentication" },
        });
        expect((await history(headers, demoIds.supporter)).json().current).toBeNull();

        await demo.app.inject({
          method: "POST",
          url: `/api/test-processor/charges/${started.next_action.charge_id}/authenticate`,
          headers,
          payload: { approve },
        });
        const finished = await demo.app.inject({
          method: "POST",
          url: `/api/purchase/orders/${started.order_id}/confirm`,
          headers,
        });

        expect(finished.statusCode).toBe(approve ? 200 : 402);
        expect((await history(headers, demoIds.supporter)).json().current).toEqual(
          approve ? { product_option_id: demoIds.supporter, status: "ACTIVE" } : null,
        );
      }
    });

    it("lets only the buyer it charges answer a 3-D Secure step", async () => {
      const { headers } = await signedInBuyer(demo.app, demo.database.db);
      await saveTestCard(demo.app, headers, "4000002500003155");
      const started = (await buy(headers, demoIds.supporter)).json();
      const stranger = await signedInBuyer(demo.app, demo.database.db);
      const approve = (extra: Record<string, string>) =>
        demo.app.inject({
          method: "POST",
          url: `/api/test-processor/charges/${started.next_action.charge_id}/authenticate`,
          headers: extra,
          payload: { approve: true },
        });

      expect((await approve({})).statusCode).toBe(400);
      expect((await approve({ publisherid: demoIds.publisher })).statusCode).toBe(401);
      expect((await approve(stranger.headers)).statusCode).toBe(404);
      const confirmed = await demo.app.inject({
        method: "POST",
        url: `/api/purchase/orders/${started.order_id}/confirm`,
        headers,
      });

      expect(confirmed.json().status).toBe("requires_action");
      expect((await approve(headers)).statusCode).toBe(200);
    });

    it("makes one charge for 50 concurrent identical purchases with one Idempotency-Key", async () => {
      const { headers } = await signedInBuyer(demo.app, demo.database.db);
      await saveTestCard(demo.app, headers);
      const key = randomUUID();

      const responses = await Promise.all(
        Array.from({ length: 50 }, () => buy(headers, demoIds.supporter, {}, key)),
      );

      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
      expect(statuses).toContain(200);
      const orderIds = new Set(
        responses.filter((r) => r.statusCode === 200).map((r) => r.json().order_id),
      );
      expect(orderIds.size).toBe(1);
      const [orderId] = [...orderIds];
      expect(await chargesOf(orderId)).toBe(1);
      const again = await buy(headers, demoIds.supporter, {}, key);
      expect(again.json()).toMatchObject({ order_id: orderId, status: "paid" });
    });

    it("refuses one Idempotency-Key reused for another purchase", async () => {
      const { headers } = await signedInBuyer(demo.app, demo.database.db);
      await saveTestCard(demo.app, headers);
      const key = randomUUID();
      await buy(headers, demoIds.customAmount, { custom_price: 500 }, key);

      const reused = await buy(headers, demoIds.customAmount, { custom_price: 900 }, key);

      expect(reused.statusCode).toBe(422);
    });

    it("refuses paying with another buyer's card", async () => {
      const owner = await signedInBuyer(demo.app, demo.database.db);
      const card = await saveTestCard(demo.app, owner.headers);
      const thief = await signedInBuyer(demo.app, demo.database.db);

      const response = await buy(thief.headers, demoIds.supporter, { source_id: card.id });

      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("This card is not one of your saved cards.");
      expect((await history(thief.headers, demoIds.supporter)).json()).toEqual({
        current: null,
        history: { next: null, orders: [] },
        subscription: null,
      });
    });

    it("refuses making another buyer's card the default", async () => {
      const owner = await signedInBuyer(demo.app, demo.database.db);
      const card = await saveTestCard(demo.app, owner.headers);
      const thief = await signedInBuyer(demo.app, demo.database.db);

      const response = await demo.app.inject({
        method: "PUT",
        url: "/api/me/payment",
        headers: thief.headers,
        payload: { source_id: card.id },
      });

      expect(response.statusCode).toBe(404);
    });

    it("refuses an option the publisher does not sell, and writes no order", async () => {
      const { headers } = await signedInBuyer(demo.app, demo.database.db);
      await saveTestCard(demo.app, headers);

      const response = await buy(headers, randomUUID());

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: "NOT_FOUND",
        message: "This option is not for sale here.",
      });
      expect((await history(headers, demoIds.supporter)).json().history.orders).toEqual([]);
    });

    it("writes no order for a purchase it refuses", async () => {
      const { email, headers } = await signedInBuyer(demo.app, demo.database.db);
      const [user] = await demo.database.db.select().from(users).where(eq(users.email, email));
      const userId = user?.id ?? "";

      expect((await buy(headers, demoIds.supporter)).json().error).toBe("NO_PAYMENT_METHOD");
      expect(await countFor(orders, userId)).toBe(0);
      await saveTestCard(demo.app, headers);
      expect((await buy(headers, demoIds.supporter)).json().status).toBe("paid");
      const again = await buy(headers, demoIds.monthly);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe("ALREADY_SUBSCRIBED");
      expect(await countFor(orders, userId)).toBe(1);
    });

    it("charges the price of the catalog imported since the option was last bought", async () => {
      const { headers } = await signedInBuyer(demo.app, demo.database.db);
      await saveTestCard(demo.app, headers);
      const before = await buy(headers, demoIds.customAmount, { custom_price: 500 });
      expect(before.json()).toMatchObject({ status: "paid", amount: 500 });
      const raised = demoCatalog();
      const option = raised.products
        .flatMap((product) => product.options)
        .find((candidate) => candidate.id === demoIds.customAmount);
      if (!option) throw new Error("the demo catalog has no custom amount");
      option.max_custom_price = 400;
      await importCatalog(demo.database, raised);
      try {
        const after = await buy(headers, demoIds.customAmount, { custom_price: 500 });
        expect(after.statusCode).toBe(400);
        expect(after.json().message).toMatch(/custom_price must be at most 400/);
      } finally {
        await importCatalog(demo.database, demoCatalog());
      }
    });

    it("refuses a second purchase of a product the buyer already has", async () => {
      const { headers } = await signedInBuyer(demo.app, demo.database.db);
      await saveTestCard(demo.app, headers);
      await buy(headers, demoIds.supporter);

      expect((await buy(headers, demoIds.monthly)).statusCode).toBe(409);
    });

    it("charges once for ten concurrent purchases of one product under ten Idempotency-Keys", async () => {
      const { headers } = await signedInBuyer(demo.app, demo.database.db);
      await saveTestCard(demo.app, headers);

      const answers = await Promise.all(
        Array.from({ length: 10 }, () => buy(headers, demoIds.supporter)),
      );

      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, ...Array(9).fill(409)]);
      const paid = answers.find((answer) => answer.statusCode === 200)?.json();
      expect(await chargesOf(paid.order_id)).toBe(1);
      const userId = await ownerOf(paid.order_id);
      expect(await countFor(orders, userId)).toBe(1);
      expect(await countFor(subscriptions, userId)).toBe(1);
      expect(await testProcessorChargeCountFor(userId)).toBe(1);
    });

    it("charges once when two options of one product are bought at the same moment", async () => {
      const { headers } = await signedInBuyer(demo.app, demo.database.db);
      await saveTestCard(demo.app, headers);

      const answers = await Promise.all([
        buy(headers, demoIds.supporter),
        buy(headers, demoIds.yearly),
        buy(headers, demoIds.supporter),
        buy(headers, demoIds.yearly),
      ]);

      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(3);
    });

    it("lets a buyer try again after a declined card, and then holds the product once", async () => {
      const { headers } = await signedInBuyer(demo.app, demo.database.db);
      await saveTestCard(demo.app, headers, "4000000000000002");
      expect((await buy(headers, demoIds.supporter)).statusCode).toBe(402);
      await saveTestCard(demo.app, headers);
      const cards = (await demo.app.inject({ url: "/api/me/payment", headers })).json();
      const good = cards.payment_methods.at(-1).id;

      expect((await buy(headers, demoIds.supporter, { source_id: good })).statusCode).toBe(200);
      expect((await buy(headers, demoIds.supporter, { source_id: good })).statusCode).toBe(409);
    });

    it("takes a donation again, of a fixed and of the buyer's own amount", async () => {
      const { headers } = await signedInBuyer(demo.app, demo.database.db);
      await saveTestCard(demo.app, headers);

      const coffee = await buy(headers, demoIds.coffee);
      const own = await buy(headers, demoIds.customAmount, { custom_price: 700 });
      const again = await Promise.all([buy(headers, demoIds.coffee), buy(headers, demoIds.coffee)]);

      expect([coffee, own, ...again].map((answer) => answer.statusCode)).toEqual([
        200, 200, 200, 200,
      ]);
    });

    it("needs a signed-in buyer and an Idempotency-Key", async () => {
      const anonymous = await demo.app.inject({
        method: "POST",
        url: `/api/purchase/product/${demoIds.supporter}`,
        headers: { publisherid: demoIds.publisher, "idempotency-key": randomUUID() },
        payload: {},
      });
      const { headers } = await signedInBuyer(demo.app, demo.database.db);
      const keyless = await demo.app.inject({
        method: "POST",
        url: `/api/purchase/product/${demoIds.supporter}`,
        headers,
        payload: {},
      });

      expect(anonymous.statusCode).toBe(401);
      expect(keyless.statusCode).toBe(400);
      expect(keyless.json().message).toMatch(/Idempotency-Key/);
    });

    it("grants nothing before the payment succeeds", async () => {
      const { headers } = await signedInBuyer(demo.app, demo.database.db);
      await saveTestCard(demo.app, headers, "4000000000009995");

      const response = await buy(headers, demoIds.weekendPass);

      expect(response.json().message).toBe("Your card has insufficient funds.");
      const rows = await demo.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.product_option_id, demoIds.weekendPass));
      expect(rows).toEqual([]);
    });
  },
);
