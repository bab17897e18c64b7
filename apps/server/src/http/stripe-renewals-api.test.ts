import { randomUUID } from "node:crypto";
import type { PurchaseHistory } from "@creator-checkout/core/api";
import { buildTestApp, testSecret } from "@creator-checkout/testing/build-test-app";
import { demoIds } from "@creator-checkout/testing/demo-catalog";
import { type FakeStripeApi, startFakeStripeApi } from "@creator-checkout/testing/fake-stripe-api";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { testClock } from "@creator-checkout/testing/sign-in-helpers";
import { signedInBuyer } from "@creator-checkout/testing/signed-in-buyer";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { and, eq, like } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { orders, outgoingMessages } from "../db/schema";
import { runDueBilling } from "../domain/billing/run-due-billing";
import { createAltchaBotCheck } from "../domain/bot-check/create-altcha-bot-check";
import { orderKinds } from "../domain/order-kinds";
import type { PaymentGateway } from "../payments/payment-gateway";
import { createStripeGateway } from "../payments/stripe/create-stripe-gateway";

describe.each(testDatabases())(
  "cards set up and renewals charged with Stripe, on $name",
  (kind) => {
    const clock = testClock(new Date("2027-01-31T10:00:00Z"));
    let fake: FakeStripeApi;
    let gateway: PaymentGateway;
    const demo = onDemoDatabase(kind, async ({ database }) => {
      fake = await startFakeStripeApi();
      gateway = createStripeGateway({
        secretKey: "sk_test_51FakeKeyForTheLocalStandInOnly",
        apiOverride: fake.apiOverride,
      });
      const botCheck = createAltchaBotCheck({ clock, secret: testSecret }, { maxWork: 2_000 });
      return buildTestApp(database.db, { clock, botCheck, codeSendsPerIp: 10_000, gateway });
    });
    afterAll(() => fake?.close());

    const runDue = () =>
      runDueBilling({
        db: demo.database.db,
        clock,
        gateway,
        publicUrl: "http://checkout.test",
        renewalRetryDays: [1, 3, 5],
        orderKinds,
      });

    /** A buyer who saved a card in the page (Stripe.js gave its PaymentMethod) and bought Supporter. */
    async function subscriberWith(paymentMethod: string) {
      const { email, headers } = await signedInBuyer(demo.app, demo.database.db);
      const saved = await demo.app.inject({
        method: "POST",
        url: "/api/me/payment",
        headers,
        payload: { token: paymentMethod, source_type: "card" },
      });
      expect(saved.statusCode, saved.body).toBe(201);
      const purchase = await demo.app.inject({
        method: "POST",
        url: `/api/purchase/product/${demoIds.supporter}`,
        headers: { ...headers, "idempotency-key": randomUUID() },
        payload: {},
      });
      expect(purchase.statusCode, purchase.body).toBe(200);
      return { email, headers, purchase: purchase.json() };
    }

    /** The buyer's subscription as the page sees it, signed in again (a month has gone by). */
    async function subscriptionOf(email: string) {
      const { headers } = await signedInBuyer(demo.app, demo.database.db, demoIds.publisher, email);
      const response = await demo.app.inject({
        url: `/api/purchase/history?product_option_id=${demoIds.supporter}`,
        headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { subscription } = response.json() as PurchaseHistory;
      if (!subscription) throw new Error("the buyer has no subscription");
      return { headers, subscription };
    }

    const moveTo = (date: string) =>
      clock.advance((new Date(date).getTime() + 60_000 - clock.now().getTime()) / 1000);

    const paymentMessagesTo = (email: string) =>
      demo.database.db
        .select({ subject: outgoingMessages.subject, body: outgoingMessages.body })
        .from(outgoingMessages)
        .where(and(eq(outgoingMessages.recipient, email), like(outgoingMessages.subject, "Your %")))
        .orderBy(outgoingMessages.run_at);

    const renewalIntentsOf = async (subscriptionId: string) => {
      const renewals = await demo.database.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.subscription_id, subscriptionId));
      const ids = new Set(renewals.map((order) => order.id));
      return [...fake.paymentIntents.values()].filter((intent) =>
        ids.has(intent.metadata.order_id ?? ""),
      );
    };

    it("refuses to save a card the bank declines to set up, with Stripe's message", async () => {
      const { headers } = await signedInBuyer(demo.app, demo.database.db);

      const saved = await demo.app.inject({
        method: "POST",
        url: "/api/me/payment",
        headers,
        payload: { token: "pm_card_chargeDeclined", source_type: "card" },
      });

      expect(saved.statusCode).toBe(402);
      expect(saved.json()).toEqual({ error: "CARD_ERROR", message: "Your card was declined." });
      const list = await demo.app.inject({ url: "/api/me/payment", headers });
      expect(list.json()).toEqual({ payment_methods: [], payment_method_default: null });
    });

    it("renews the Supporter option with one off-session PaymentIntent on the saved card", async () => {
      const { email, purchase } = await subscriberWith("pm_card_visa");
      expect(purchase).toMatchObject({ status: "paid", amount: 2000 });
      const before = (await subscriptionOf(email)).subscription;
      fake.requests.length = 0;

      moveTo(before.current_period_end as string);
      const totals = await runDue();

      expect(totals).toMatchObject({ renewed: 1, failed: 0, errors: 0 });
      const charges = fake.requests.filter((request) => request.path === "/v1/payment_intents");
      expect(charges).toHaveLength(1);
      const form = Object.fromEntries(charges[0]?.form ?? []);
      expect(form).toMatchObject({
        amount: "2000",
        currency: "usd",
        confirm: "true",
        off_session: "true",
      });
      expect(form).not.toHaveProperty("setup_future_usage");
      expect(form).not.toHaveProperty("use_stripe_sdk");
      expect(charges[0]?.headers["idempotency-key"]).toBe(`order:${form["metadata[order_id]"]}`);
      const [intent] = await renewalIntentsOf(before.id);
      expect(intent).toMatchObject({ status: "succeeded", amount: 2000 });

      const after = (await subscriptionOf(email)).subscription;
      expect(after).toMatchObject({
        status: "ACTIVE",
        overdue: null,
        current_period_start: before.current_period_end,
      });
      expect((await paymentMessagesTo(email)).map((message) => message.subject)).toEqual([
        "Your receipt from Northwind Notes",
        "Your receipt from Northwind Notes",
      ]);
      // Nothing more is due: a second run charges nothing.
      await runDue();
      expect(await renewalIntentsOf(before.id)).toHaveLength(1);
    });

    it("asks the buyer to come back when the bank wants the renewal authenticated", async () => {
      // The bank asked for 3-D Secure when the card was saved and when it first paid, on the page.
      const { email, headers, purchase } = await subscriberWith("pm_card_authenticationRequired");
      expect(purchase).toMatchObject({
        status: "requires_action",
        next_action: { type: "stripe_sdk" },
      });
      fake.authenticate(fake.paymentIntentOf(purchase.order_id).id, true);
      const confirmed = await demo.app.inject({
        method: "POST",
        url: `/api/purchase/orders/${purchase.order_id}/confirm`,
        headers,
      });
      expect(confirmed.json()).toMatchObject({ status: "paid" });
      const before = (await subscriptionOf(email)).subscription;

      moveTo(before.current_period_end as string);
      const totals = await runDue();

      expect(totals).toMatchObject({ renewed: 0, failed: 1, errors: 0 });
      const [intent] = await renewalIntentsOf(before.id);
      expect(intent).toMatchObject({
        status: "requires_payment_method",
        last_payment_error: { code: "authentication_required" },
      });
      const { headers: again, subscription: pastDue } = await subscriptionOf(email);
      expect(pastDue).toMatchObject({ status: "PAST_DUE", overdue: { amount: 2000 } });
      const notice = (await paymentMessagesTo(email)).at(-1);
      expect(notice?.subject).toBe("Your payment to Northwind Notes did not go through");
      expect(notice?.body).toContain("Your bank asks you to confirm this payment yourself.");
      expect(notice?.body).toContain(`http://checkout.test/${demoIds.supporter}`);

      // Back on the page the buyer is there to answer the bank: the overdue payment asks for it.
      const onPage = await demo.app.inject({
        method: "POST",
        url: `/api/subscriptions/${pastDue.id}/pay`,
        headers: { ...again, "idempotency-key": randomUUID() },
        payload: {},
      });
      expect(onPage.json()).toMatchObject({
        status: "requires_action",
        next_action: { type: "stripe_sdk", client_secret: expect.stringMatching(/_secret_/) },
      });
    });
  },
);
