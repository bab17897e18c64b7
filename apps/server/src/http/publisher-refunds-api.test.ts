import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname } from "node:path";
import type { OrderResult, RefundResult } from "@creator-checkout/core/api";
import { billingTestKit } from "@creator-checkout/testing/billing-test-kit";
import {
  buildSignInTestApp,
  buildTestApp,
  testSecret,
} from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { type FakeStripeApi, startFakeStripeApi } from "@creator-checkout/testing/fake-stripe-api";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { otherPublisherCatalog, testClock } from "@creator-checkout/testing/sign-in-helpers";
import { signedInBuyer } from "@creator-checkout/testing/signed-in-buyer";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  charges,
  orders,
  outgoingMessages,
  refunds,
  testProcessorCharges,
  testProcessorRefunds,
} from "../db/schema";
import { createAltchaBotCheck } from "../domain/bot-check/create-altcha-bot-check";
import { importCatalog } from "../domain/catalog/import-catalog";
import { createPublisherKey } from "../domain/publisher-keys/create-publisher-key";
import { finishStaleRefunds } from "../domain/refunds/finish-stale-refunds";
import { PaymentMethodError } from "../payments/payment-gateway";
import { createStripeGateway } from "../payments/stripe/create-stripe-gateway";
import { createTestProcessorGateway } from "../payments/test-processor/create-test-processor-gateway";

const other = otherPublisherCatalog();

describe.each(testDatabases())("publisher refunds and cancels on $name", (kind) => {
  const clock = testClock(new Date("2027-01-31T10:00:00Z"));
  const demo = onDemoDatabase(kind, async ({ database }) => {
    await importCatalog(database, other);
    return buildSignInTestApp(database.db, clock);
  });
  const kit = billingTestKit(demo, clock);
  let demoKey: string;
  let otherKey: string;

  beforeAll(async () => {
    const { db } = demo.database;
    demoKey = (await createPublisherKey(db, { username: demoCatalog().publisher.username })).key;
    otherKey = (await createPublisherKey(db, { username: other.publisher.username })).key;
  });

  const refund = (
    orderId: string,
    payload: unknown = {},
    { key = randomUUID() as string, publisherKey = demoKey, app = demo.app } = {},
  ) =>
    app.inject({
      method: "POST",
      url: `/api/publisher/orders/${orderId}/refunds`,
      headers: { authorization: `Bearer ${publisherKey}`, "idempotency-key": key },
      payload: payload as object,
    });
  const cancel = (subscriptionId: string, payload: unknown, publisherKey = demoKey) =>
    demo.app.inject({
      method: "POST",
      url: `/api/publisher/subscriptions/${subscriptionId}/cancel`,
      headers: { authorization: `Bearer ${publisherKey}` },
      payload: payload as object,
    });
  const paidOrder = async (optionId: string = demoIds.dayPass) => {
    const buyer = await kit.buyer();
    const order = (await kit.buy(buyer, optionId)) as OrderResult;
    expect(order.status).toBe("paid");
    return { buyer, order };
  };
  const refundsAtProcessor = async (orderId: string) => {
    const rows = await demo.database.db
      .select({ amount: testProcessorRefunds.amount })
      .from(testProcessorRefunds)
      .innerJoin(charges, eq(charges.charge_ref, testProcessorRefunds.charge_id))
      .where(eq(charges.order_id, orderId));
    return rows.map((row) => row.amount);
  };
  const refundedOnOrder = async (orderId: string) => {
    const [row] = await demo.database.db
      .select({ refunded: orders.refunded_amount })
      .from(orders)
      .where(eq(orders.id, orderId));
    return row?.refunded;
  };

  it("refunds an order in full, says so in the history and an e-mail, and keeps the subscription", async () => {
    const { buyer, order } = await paidOrder();
    const response = await refund(order.order_id, { reason: "Asked by e-mail" });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as RefundResult;
    expect(body.refund).toMatchObject({
      order_id: order.order_id,
      amount: order.amount,
      currency: order.currency,
      status: "succeeded",
      reason: "Asked by e-mail",
    });
    expect(body.order_refunded_amount).toBe(order.amount);
    expect(body.subscription_ended).toBe(false);
    expect(await refundsAtProcessor(order.order_id)).toEqual([order.amount]);

    const history = await kit.history(buyer, demoIds.dayPass);
    expect(history.history.orders[0]).toMatchObject({
      id: order.order_id,
      refunded_amount: order.amount,
    });
    // A pass the buyer was refunded for still holds until the publisher ends it.
    expect(history.subscription?.status).toBe("ACTIVE");
    const [mail] = await demo.database.db
      .select({ body: outgoingMessages.body })
      .from(outgoingMessages)
      .where(
        and(
          eq(outgoingMessages.recipient, buyer.email),
          like(outgoingMessages.subject, "Your refund from%"),
        ),
      );
    expect(mail?.body).toContain("refunded in full");

    const again = await refund(order.order_id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: "NOTHING_TO_REFUND" });
  });

  it("refunds in parts, then the remainder, and refuses more than is left", async () => {
    const { buyer, order } = await paidOrder();
    const first = await refund(order.order_id, { amount: 100 });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().order_refunded_amount).toBe(100);
    expect((await kit.history(buyer, demoIds.dayPass)).history.orders[0]?.refunded_amount).toBe(
      100,
    );

    const tooMuch = await refund(order.order_id, { amount: order.amount - 100 + 1 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ error: "REFUND_TOO_LARGE" });
    expect(tooMuch.json().message).toContain(`${order.amount - 100} in minor units`);

    const rest = await refund(order.order_id);
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().refund.amount).toBe(order.amount - 100);
    expect(rest.json().order_refunded_amount).toBe(order.amount);
    expect(await refundsAtProcessor(order.order_id)).toEqual([100, order.amount - 100]);
    const [charge] = await demo.database.db
      .select({ status: testProcessorCharges.status })
      .from(testProcessorCharges)
      .innerJoin(charges, eq(charges.charge_ref, testProcessorCharges.id))
      .where(eq(charges.order_id, order.order_id));
    expect(charge?.status).toBe("refunded");
  });

  it("refunds as docs/selling.md's example does, its key made by its command on a bare machine", async () => {
    const { order } = await paidOrder();
    const guide = readFileSync(new URL("../../../../docs/selling.md", import.meta.url), "utf8");
    const command = /-H "Idempotency-Key: (\$\([^"]+\))"/.exec(guide)?.[1];
    expect(command, "docs/selling.md's refund example names its Idempotency-Key").toBeDefined();
    // Node, which the checkout needs anyway, and what every system has: no extra package.
    const path = `${dirname(process.execPath)}:/usr/bin:/bin`;
    const key = execFileSync("sh", ["-c", `printf %s "${command}"`], { env: { PATH: path } })
      .toString()
      .trim();
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const response = await refund(order.order_id, { amount: 400 }, { key });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().refund.amount).toBe(400);
  });

  it("answers another publisher's order as it answers an unknown one, and wants a key", async () => {
    const { order } = await paidOrder();
    const foreign = await refund(order.order_id, {}, { publisherKey: otherKey });
    const unknown = await refund(randomUUID());
    for (const response of [foreign, unknown]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: "NOT_FOUND",
        message: "There is no such order at this publisher.",
      });
    }
    const anonymous = await demo.app.inject({
      method: "POST",
      url: `/api/publisher/orders/${order.order_id}/refunds`,
      headers: { "idempotency-key": randomUUID() },
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const noKey = await demo.app.inject({
      method: "POST",
      url: `/api/publisher/orders/${order.order_id}/refunds`,
      headers: { authorization: `Bearer ${demoKey}` },
      payload: {},
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toMatch(/Idempotency-Key/);
    expect(await refundedOnOrder(order.order_id)).toBe(0);
  });

  it("answers a repeated key with its first refund, and refuses it for another request", async () => {
    const { order } = await paidOrder();
    const key = randomUUID();
    const first = await refund(order.order_id, { amount: 100 }, { key });
    const repeat = await refund(order.order_id, { amount: 100 }, { key });
    expect(first.statusCode, first.body).toBe(201);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json().refund.id).toBe(first.json().refund.id);
    const changed = await refund(order.order_id, { amount: 200 }, { key });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ error: "IDEMPOTENCY_KEY_REUSED" });
    const { order: another } = await paidOrder();
    const elsewhere = await refund(another.order_id, { amount: 100 }, { key });
    expect(elsewhere.statusCode).toBe(409);
    expect(await refundsAtProcessor(order.order_id)).toEqual([100]);
    expect(await refundsAtProcessor(another.order_id)).toEqual([]);
  });

  it("never gives back more than was paid, however many refunds race", {
    timeout: 60_000,
  }, async () => {
    const { order } = await paidOrder();
    const part = Math.ceil(order.amount / 3);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refund(order.order_id, { amount: part })),
    );
    const made = answers.filter((answer) => answer.statusCode === 201);
    for (const answer of answers) expect([201, 409, 422], answer.body).toContain(answer.statusCode);
    expect(made.length).toBe(Math.floor(order.amount / part));
    const atProcessor = await refundsAtProcessor(order.order_id);
    const total = atProcessor.reduce((sum, amount) => sum + amount, 0);
    expect(total).toBeLessThanOrEqual(order.amount);
    expect(total).toBe(made.length * part);
    expect(await refundedOnOrder(order.order_id)).toBe(total);

    // Ten at once with one key make one refund.
    const { order: second } = await paidOrder();
    const key = randomUUID();
    const same = await Promise.all(
      Array.from({ length: 10 }, () => refund(second.order_id, { amount: 100 }, { key })),
    );
    for (const answer of same) expect(answer.statusCode, answer.body).toBe(201);
    expect(new Set(same.map((answer) => answer.json().refund.id)).size).toBe(1);
    expect(await refundsAtProcessor(second.order_id)).toEqual([100]);
  });

  it("finishes a refund whose answer was lost, without refunding twice", async () => {
    const { order } = await paidOrder();
    const gateway = createTestProcessorGateway({ db: demo.database.db, clock });
    const losing = await buildTestApp(demo.database.db, {
      clock,
      gateway: {
        ...gateway,
        async refund(input) {
          await gateway.refund(input);
          throw new Error("the connection was cut before the answer arrived");
        },
      },
    });
    try {
      const key = randomUUID();
      const lost = await refund(order.order_id, { amount: 100 }, { key, app: losing });
      expect(lost.statusCode).toBe(502);
      expect(lost.json().message).toMatch(/pending.*same Idempotency-Key/);
      const [pending] = await demo.database.db
        .select({ status: refunds.status })
        .from(refunds)
        .where(eq(refunds.order_id, order.order_id));
      expect(pending?.status).toBe("pending");
      // What is pending is taken: nobody else may refund it meanwhile.
      const tooMuch = await refund(order.order_id, { amount: order.amount });
      expect(tooMuch.statusCode).toBe(422);

      const finished = await refund(order.order_id, { amount: 100 }, { key });
      expect(finished.statusCode, finished.body).toBe(201);
      expect(finished.json().refund.status).toBe("succeeded");
      expect(await refundsAtProcessor(order.order_id)).toEqual([100]);
    } finally {
      await losing.close();
    }
  });

  it("finishes a refund left pending when nobody sends it again, once however many rounds run", async () => {
    const { buyer, order } = await paidOrder();
    const gateway = createTestProcessorGateway({ db: demo.database.db, clock });
    const crashing = await buildTestApp(demo.database.db, {
      clock,
      gateway: {
        ...gateway,
        async refund(input) {
          await gateway.refund(input);
          throw new Error("the process died before the answer was recorded");
        },
      },
    });
    try {
      const lost = await refund(order.order_id, { amount: 150 }, { app: crashing });
      expect(lost.statusCode).toBe(502);
    } finally {
      await crashing.close();
    }
    const deps = { db: demo.database.db, clock, gateway, publicUrl: "http://localhost" };
    // A refund still being asked is left to its request.
    expect(await finishStaleRefunds(deps)).toEqual({ finished: 0, refused: 0, waiting: 0 });

    clock.advance(180);
    const rounds = await Promise.all([finishStaleRefunds(deps), finishStaleRefunds(deps)]);
    expect(rounds.reduce((sum, round) => sum + round.finished, 0)).toBeGreaterThanOrEqual(1);
    expect(await refundsAtProcessor(order.order_id)).toEqual([150]);
    expect(await refundedOnOrder(order.order_id)).toBe(150);
    const [made] = await demo.database.db
      .select({ status: refunds.status })
      .from(refunds)
      .where(eq(refunds.order_id, order.order_id));
    expect(made?.status).toBe("succeeded");
    const mails = await demo.database.db
      .select({ id: outgoingMessages.id })
      .from(outgoingMessages)
      .where(
        and(
          eq(outgoingMessages.recipient, buyer.email),
          like(outgoingMessages.subject, "Your refund from%"),
        ),
      );
    expect(mails).toHaveLength(1);
    expect(await finishStaleRefunds(deps)).toEqual({ finished: 0, refused: 0, waiting: 0 });
  });

  it("releases a stale pending refund the processor refuses", async () => {
    const { order } = await paidOrder();
    const gateway = createTestProcessorGateway({ db: demo.database.db, clock });
    const unreachable = await buildTestApp(demo.database.db, {
      clock,
      gateway: {
        ...gateway,
        async refund() {
          throw new Error("connection refused");
        },
      },
    });
    try {
      expect((await refund(order.order_id, { amount: 120 }, { app: unreachable })).statusCode).toBe(
        502,
      );
    } finally {
      await unreachable.close();
    }
    clock.advance(180);
    const refusing = {
      ...gateway,
      async refund(): Promise<never> {
        throw new PaymentMethodError("charge_disputed", "The charge was disputed.");
      },
    };
    const deps = { db: demo.database.db, clock, gateway: refusing, publicUrl: "http://localhost" };
    expect(await finishStaleRefunds(deps)).toEqual({ finished: 0, refused: 1, waiting: 0 });
    expect(await refundedOnOrder(order.order_id)).toBe(0);
    expect(await refundsAtProcessor(order.order_id)).toEqual([]);
  });

  it("ends the subscription a refunded renewal paid for, when the refund asks it to", async () => {
    const { buyer } = await paidOrder(demoIds.monthly);
    const trial = await kit.subscriptionOf(buyer, demoIds.monthly);
    if (!trial.current_period_end) throw new Error("a trial has an end");
    kit.moveTo(trial.current_period_end);
    await kit.runDue();
    const history = await kit.history(buyer, demoIds.monthly);
    const renewal = history.history.orders.find((entry) => entry.kind === "renewal");
    if (!renewal) throw new Error("the trial's end was charged");
    expect(history.subscription?.status).toBe("ACTIVE");

    const kept = await refund(renewal.id, { amount: 100 });
    expect(kept.json().subscription_ended).toBe(false);
    expect((await kit.history(buyer, demoIds.monthly)).subscription?.status).toBe("ACTIVE");
    const response = await refund(renewal.id, { cancel_subscription: true });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      subscription_ended: true,
      order_refunded_amount: renewal.amount,
    });
    const after = await kit.history(buyer, demoIds.monthly);
    expect(after.subscription?.status).toBe("CANCELED");
    expect(after.history.orders.find((entry) => entry.id === renewal.id)?.refunded_amount).toBe(
      renewal.amount,
    );
  });

  it("cancels a subscriber at the period's end or now, refunding nothing", async () => {
    const atEnd = await paidOrder(demoIds.monthly);
    const subscription = await kit.subscriptionOf(atEnd.buyer, demoIds.monthly);
    const foreign = await cancel(subscription.id, { at_period_end: true }, otherKey);
    expect(foreign.statusCode).toBe(404);
    const later = await cancel(subscription.id, { at_period_end: true });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json()).toMatchObject({
      refunded_amount: 0,
      subscription: {
        status: subscription.status,
        cancel_at_period_end: true,
        next_charge: null,
      },
    });

    const now = await paidOrder(demoIds.monthly);
    const nowSubscription = await kit.subscriptionOf(now.buyer, demoIds.monthly);
    const ended = await cancel(nowSubscription.id, { at_period_end: false });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({
      refunded_amount: 0,
      subscription: { status: "CANCELED" },
    });
    expect(await refundsAtProcessor(now.order.order_id)).toEqual([]);
    const again = await cancel(nowSubscription.id, { at_period_end: false });
    expect(again.statusCode).toBe(409);
    // The buyer may buy it again at once.
    await kit.buy(now.buyer, demoIds.monthly);
  });

  it("e-mails the buyer what the creator's cancel ended, and when, once", async () => {
    const canceledMail = (email: string) =>
      demo.database.db
        .select({ subject: outgoingMessages.subject, body: outgoingMessages.body })
        .from(outgoingMessages)
        .where(
          and(
            eq(outgoingMessages.recipient, email),
            like(outgoingMessages.subject, "% canceled your subscription"),
          ),
        );
    const atEnd = await paidOrder(demoIds.monthly);
    const subscription = await kit.subscriptionOf(atEnd.buyer, demoIds.monthly);
    expect((await cancel(subscription.id, { at_period_end: true })).statusCode).toBe(200);
    expect((await cancel(subscription.id, { at_period_end: true })).statusCode).toBe(200);
    const [later, ...more] = await canceledMail(atEnd.buyer.email);
    expect(more).toEqual([]);
    expect(later?.body).toMatch(/^.+ canceled your subscription to .+: Monthly\.$/m);
    expect(later?.body).toMatch(/^Your subscription ends on .+; no further charges\.$/m);
    expect(later?.body).toContain(`/${demoIds.monthly}`);

    const now = await paidOrder(demoIds.monthly);
    const nowSubscription = await kit.subscriptionOf(now.buyer, demoIds.monthly);
    expect((await cancel(nowSubscription.id, { at_period_end: false })).statusCode).toBe(200);
    const [ended] = await canceledMail(now.buyer.email);
    expect(ended?.body).toContain("Your subscription has ended; nothing more will be charged.");
  });

  it("refuses hostile bodies with a sentence, and refunds nothing", async () => {
    const { order } = await paidOrder();
    const bodies: unknown[] = [
      { amount: 0 },
      { amount: -100 },
      { amount: 1.5 },
      { amount: "400" },
      { amount: 2 ** 53 + 1 },
      { amount: null },
      { amount: [100] },
      { amout: 100 },
      { cancel_subscription: "yes" },
      { reason: "x".repeat(501) },
      { reason: "a\u0000b" },
      { reason: "\uD800" },
      { __proto__: { amount: 1 }, amount: { $gt: 0 } },
      [],
    ];
    for (const body of bodies) {
      const response = await refund(order.order_id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message.length).toBeGreaterThan(5);
    }
    for (const body of [{}, { at_period_end: "now" }, { at_period_end: null }]) {
      const response = await cancel(randomUUID(), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await refundedOnOrder(order.order_id)).toBe(0);
    const [count] = await demo.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(refunds)
      .where(eq(refunds.order_id, order.order_id));
    expect(count?.n).toBe(0);
  });

  it("refunds and cancels for the publisher command, with the operator token only", async () => {
    const operatorToken = "operator-token-of-the-refund-tests-0123456789";
    const operator = await buildTestApp(demo.database.db, { clock, operatorToken });
    try {
      const { order } = await paidOrder();
      const call = (token: string, payload: object) =>
        operator.inject({
          method: "POST",
          url: `/api/operator/orders/${order.order_id}/refunds`,
          headers: { authorization: `Bearer ${token}` },
          payload,
        });
      const key = randomUUID();
      expect((await call(demoKey, { idempotency_key: key })).statusCode).toBe(401);
      const made = await call(operatorToken, { amount: 100, idempotency_key: key });
      expect(made.statusCode, made.body).toBe(200);
      expect(made.json().order_refunded_amount).toBe(100);
      const replay = await call(operatorToken, { amount: 100, idempotency_key: key });
      expect(replay.json().refund.id).toBe(made.json().refund.id);
      expect(await refundsAtProcessor(order.order_id)).toEqual([100]);

      const { buyer } = await paidOrder(demoIds.monthly);
      const subscription = await kit.subscriptionOf(buyer, demoIds.monthly);
      const ended = await operator.inject({
        method: "POST",
        url: `/api/operator/subscriptions/${subscription.id}/cancel`,
        headers: { authorization: `Bearer ${operatorToken}` },
        payload: { at_period_end: false },
      });
      expect(ended.statusCode, ended.body).toBe(200);
      expect(ended.json()).toMatchObject({
        refunded_amount: 0,
        subscription: { status: "CANCELED" },
      });
    } finally {
      await operator.close();
    }
  });
});

describe.each(testDatabases())("publisher refunds through Stripe, on $name", (kind) => {
  const clock = testClock(new Date("2027-01-31T10:00:00Z"));
  let fake: FakeStripeApi;
  const demo = onDemoDatabase(kind, async ({ database }) => {
    fake = await startFakeStripeApi();
    const gateway = createStripeGateway({
      secretKey: "sk_test_51FakeKeyForTheLocalStandInOnly",
      apiOverride: fake.apiOverride,
    });
    const botCheck = createAltchaBotCheck({ clock, secret: testSecret }, { maxWork: 2_000 });
    return buildTestApp(database.db, { clock, botCheck, codeSendsPerIp: 10_000, gateway });
  });
  afterAll(() => fake?.close());

  it("refunds the PaymentIntent in parts through the SDK, once per refund", async () => {
    const { key } = await createPublisherKey(demo.database.db, {
      username: demoCatalog().publisher.username,
    });
    const { headers } = await signedInBuyer(demo.app, demo.database.db);
    const saved = await demo.app.inject({
      method: "POST",
      url: "/api/me/payment",
      headers,
      payload: { token: "pm_card_visa", source_type: "card" },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const bought = await demo.app.inject({
      method: "POST",
      url: `/api/purchase/product/${demoIds.dayPass}`,
      headers: { ...headers, "idempotency-key": randomUUID() },
      payload: {},
    });
    const order = bought.json() as OrderResult;
    expect(order.status, bought.body).toBe("paid");
    const intent = fake.paymentIntentOf(order.order_id);
    const refund = (payload: object, idempotencyKey = randomUUID()) =>
      demo.app.inject({
        method: "POST",
        url: `/api/publisher/orders/${order.order_id}/refunds`,
        headers: { authorization: `Bearer ${key}`, "idempotency-key": idempotencyKey },
        payload,
      });

    const part = await refund({ amount: 1_000 });
    expect(part.statusCode, part.body).toBe(201);
    // Stripe's answer is lost once; the SDK asks again with the same key and gets the same refund.
    fake.loseAnswers(1);
    const rest = await refund({});
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().order_refunded_amount).toBe(order.amount);
    const made = [...fake.refunds.values()].filter((r) => r.payment_intent === intent.id);
    expect(made.map((r) => r.amount)).toEqual([1_000, order.amount - 1_000]);
    const [stored] = await demo.database.db
      .select({ ref: refunds.refund_ref, key: refunds.id })
      .from(refunds)
      .where(eq(refunds.id, part.json().refund.id));
    expect(made[0]?.id).toBe(stored?.ref);
    expect(made[0]?.metadata.idempotency_key).toBe(`refund:${stored?.key}`);
  });
});
