import { randomUUID } from "node:crypto";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { testClock } from "@creator-checkout/testing/sign-in-helpers";
import { saveTestCard, signedInBuyer } from "@creator-checkout/testing/signed-in-buyer";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { and, count, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createVies } from "../../adapters/vies/vies";
import type { Db } from "../../db/connect";
import {
  charges,
  orders,
  outgoingMessages,
  subscriptions,
  testProcessorCharges,
  users,
} from "../../db/schema";
import type { PaymentGateway } from "../../payments/payment-gateway";
import { createTestProcessorGateway } from "../../payments/test-processor/create-test-processor-gateway";
import { type CatalogCache, createCatalogCache } from "../catalog/catalog-cache";
import { orderKinds } from "../order-kinds";
import { enqueuePaymentMessage } from "./enqueue-payment-message";
import { finishOrder } from "./finish-order";
import { type PurchaseDeps, purchaseProduct } from "./purchase-product";
import { reconcilePendingOrders } from "./reconcile-pending-orders";

class RolledBack extends Error {}

describe.each(testDatabases())("a purchase's last statement on $name", (kind) => {
  const clock = testClock();
  let catalogCache: CatalogCache;
  const demo = onDemoDatabase(kind, async ({ database }) => {
    catalogCache = await createCatalogCache({ db: database.db, clock });
    return buildSignInTestApp(database.db, clock);
  });
  const depsOn = (db: Db, gateway?: PaymentGateway): PurchaseDeps => ({
    db,
    catalogCache,
    clock,
    gateway: gateway ?? createTestProcessorGateway({ db, clock }),
    publicUrl: "http://checkout.test",
    renewalRetryDays: [3],
    orderKinds,
    // No buyer here gives a VAT number: VIES is never asked.
    vies: createVies({ clock }),
  });

  async function buyerWithCard() {
    const { email, headers } = await signedInBuyer(demo.app, demo.database.db);
    await saveTestCard(demo.app, headers);
    const [user] = await demo.database.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error("the buyer was not stored");
    return { email, headers, userId: user.id };
  }

  const purchase = (deps: PurchaseDeps, userId: string, optionId: string, key = randomUUID()) =>
    purchaseProduct(deps, {
      publisherId: demoIds.publisher,
      userId,
      productOptionId: optionId,
      customPrice: optionId === demoIds.customAmount ? 700 : undefined,
      idempotencyKey: key,
    });

  /** Rows an order left behind: its charges at the gateway and here, its access, its receipts. */
  async function traceOf(orderId: string, email: string) {
    const { db } = demo.database;
    const n = async (rows: Promise<Array<{ n: number }>>) => (await rows)[0]?.n ?? 0;
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    return {
      status: order?.status,
      gatewayCharges: await n(
        db
          .select({ n: count() })
          .from(testProcessorCharges)
          .where(eq(testProcessorCharges.idempotency_key, `order:${orderId}`)),
      ),
      charges: await n(
        db.select({ n: count() }).from(charges).where(eq(charges.order_id, orderId)),
      ),
      access: await n(
        db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.order_id, orderId)),
      ),
      receipts: await n(
        db
          .select({ n: count() })
          .from(outgoingMessages)
          .where(
            and(
              eq(outgoingMessages.recipient, email),
              like(outgoingMessages.subject, "Your receipt%"),
            ),
          ),
      ),
    };
  }
  const finishedOnce = { status: "paid", gatewayCharges: 1, charges: 1, access: 1, receipts: 1 };

  it.each([
    ["a donation of the buyer's own amount", demoIds.customAmount],
    ["a plain monthly subscription", demoIds.supporter],
  ])("words the receipt for %s as the stored order reads", async (_what, optionId) => {
    const { db } = demo.database;
    const { email, userId } = await buyerWithCard();

    const result = await purchase(depsOn(db), userId, optionId);

    expect(result.status).toBe("paid");
    const receiptsTo = and(
      eq(outgoingMessages.recipient, email),
      like(outgoingMessages.subject, "Your receipt%"),
    );
    const sent = await db
      .select({ subject: outgoingMessages.subject, body: outgoingMessages.body })
      .from(outgoingMessages)
      .where(receiptsTo);
    const fromStoredOrder = await db
      .transaction(async (tx) => {
        await enqueuePaymentMessage(
          { db: tx, clock, publicUrl: "http://checkout.test" },
          { orderId: result.order_id, message: { kind: "receipt" } },
        );
        const rows = await tx
          .select({ subject: outgoingMessages.subject, body: outgoingMessages.body })
          .from(outgoingMessages)
          .where(receiptsTo);
        throw new RolledBack(JSON.stringify(rows.slice(-1)));
      })
      .catch((error: unknown) => {
        if (error instanceof RolledBack) return JSON.parse(error.message) as typeof sent;
        throw error;
      });
    expect(sent).toEqual(fromStoredOrder);
    expect(sent[0]?.body).toContain("Paid with: visa ending in 4242");
  });

  it("leaves one order, charge, access row and receipt after 20 concurrent requests and a replay under one key", async () => {
    const { email, headers } = await buyerWithCard();
    const key = randomUUID();
    const buy = () =>
      demo.app.inject({
        method: "POST",
        url: `/api/purchase/product/${demoIds.customAmount}`,
        headers: { ...headers, "idempotency-key": key },
        payload: { custom_price: 700 },
      });

    const answers = await Promise.all(Array.from({ length: 20 }, buy));
    const replay = await buy();

    const paid = answers.filter((answer) => answer.statusCode === 200);
    expect(answers.every((answer) => [200, 409].includes(answer.statusCode))).toBe(true);
    expect(new Set(paid.map((answer) => answer.json().order_id)).size).toBe(1);
    expect(replay.json()).toMatchObject({ status: "paid", order_id: paid[0]?.json().order_id });
    expect(await traceOf(replay.json().order_id, email)).toEqual(finishedOnce);
  });

  it.each([
    ["the buyer's retry under the same key", "retry"],
    ["the reconciler", "reconciler"],
  ] as const)(
    "finishes an order whose last statement failed after the charge once, by %s",
    async (_by, by) => {
      const { db } = demo.database;
      const { email, userId } = await buyerWithCard();
      const key = randomUUID();
      // The charge is made at the processor; then the statement that records it fails, as a
      // lost connection would (the order is placed by another statement, whose CTEs have other
      // names than the finish's "paid").
      const failing = new Proxy(db, {
        get: (target, name, receiver) => {
          if (name === "execute") {
            return () => {
              throw new Error("connection lost");
            };
          }
          if (name === "$with") {
            return (alias: string, ...rest: unknown[]) => {
              if (alias === "paid") throw new Error("connection lost");
              return (target.$with as (...all: unknown[]) => unknown)(alias, ...rest);
            };
          }
          return Reflect.get(target, name, receiver);
        },
      });

      await expect(
        purchase(
          depsOn(failing, createTestProcessorGateway({ db, clock })),
          userId,
          demoIds.customAmount,
          key,
        ),
      ).rejects.toThrow("connection lost");

      const [order] = await db.select().from(orders).where(eq(orders.idempotency_key, key));
      if (!order) throw new Error("the order was not committed before the charge");
      expect(await traceOf(order.id, email)).toEqual({
        status: "pending",
        gatewayCharges: 1,
        charges: 0,
        access: 0,
        receipts: 0,
      });
      if (by === "retry") {
        const again = await purchase(depsOn(db), userId, demoIds.customAmount, key);
        expect(again).toMatchObject({ order_id: order.id, status: "paid" });
      } else {
        const later = testClock(new Date(clock.now().getTime() + 10 * 60_000));
        await reconcilePendingOrders({ ...depsOn(db), clock: later });
      }
      expect(await traceOf(order.id, email)).toEqual(finishedOnce);
    },
  );

  it.each([
    ["at the same moment as the purchase", false],
    ["between the charge and the purchase's last statement", true],
  ])("finishes once when the reconciler finishes the order %s", async (_when, first) => {
    const { db } = demo.database;
    const { email, userId } = await buyerWithCard();
    const processor = createTestProcessorGateway({ db, clock });
    const rivals: Array<Promise<unknown>> = [];
    // Right after the charge, five other finishers take up the same order, as the reconciler
    // or a retry on another process would.
    const racing: PaymentGateway = {
      ...processor,
      async charge(input) {
        const outcome = await processor.charge(input);
        const orderId = input.idempotencyKey.slice("order:".length);
        for (let i = 0; i < 5; i += 1) rivals.push(finishOrder(depsOn(db), { orderId, outcome }));
        if (first) await Promise.all(rivals);
        return outcome;
      },
    };

    const result = await purchase(depsOn(db, racing), userId, demoIds.customAmount);
    const rivalResults = await Promise.all(rivals);

    expect(result.status).toBe("paid");
    expect(rivalResults).toEqual(Array(5).fill(expect.objectContaining({ status: "paid" })));
    expect(await traceOf(result.order_id, email)).toEqual(finishedOnce);
  });

  it("refuses to charge a card the buyer does not own at the processor, and stores no charge", async () => {
    const { db } = demo.database;
    const processor = createTestProcessorGateway({ db, clock });
    const key = `order:${randomUUID()}`;

    await expect(
      processor.charge({
        customerRef: "cus_test_someone_else",
        sourceId: "pm_test_not_theirs'; DROP TABLE orders; --",
        amount: 500,
        currency: "CHF",
        idempotencyKey: key,
        description: "hostile",
        offSession: false,
      }),
    ).rejects.toThrow("This card is not one of yours.");
    const [stored] = await db
      .select({ n: count() })
      .from(testProcessorCharges)
      .where(eq(testProcessorCharges.idempotency_key, key));
    expect(stored?.n).toBe(0);
  });
});
