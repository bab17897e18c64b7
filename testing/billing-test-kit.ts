import { randomUUID } from "node:crypto";
import type { PurchaseHistory, Subscription } from "@creator-checkout/core/api";
import type { TaxRatesTable } from "@creator-checkout/core/tax";
import { orders, outgoingMessages, testProcessorCharges } from "@creator-checkout/server/db/schema";
import { runDueBilling } from "@creator-checkout/server/domain/billing/run-due-billing";
import { orderKinds } from "@creator-checkout/server/domain/order-kinds";
import { createTestProcessorGateway } from "@creator-checkout/server/payments/test-processor/create-test-processor-gateway";
import { and, count, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { demoIds } from "./demo-catalog";
import type { DemoContext } from "./on-demo-database";
import type { testClock } from "./sign-in-helpers";
import { saveTestCard, signedInBuyer } from "./signed-in-buyer";

export const GOOD_CARD = "4242424242424242";

export interface Buyer {
  email: string;
  headers: () => Promise<Record<string, string>>;
}

/**
 * What the billing API tests do over and over, as a buyer and as the billing worker, on a demo
 * database whose clock the test moves by months.
 */
export function billingTestKit(
  demo: DemoContext,
  clock: ReturnType<typeof testClock>,
  options: { taxRates?: TaxRatesTable } = {},
) {
  const billingDeps = () => ({
    ...(options.taxRates ? { taxRates: options.taxRates } : {}),
    db: demo.database.db,
    clock,
    gateway: createTestProcessorGateway({ db: demo.database.db, clock }),
    publicUrl: "http://checkout.test",
    renewalRetryDays: [1, 3, 5],
    orderKinds,
  });
  const runDue = () => runDueBilling(billingDeps());
  const moveTo = (date: Date | string) => {
    const target = new Date(date).getTime() + 60_000;
    clock.advance(Math.max(0, (target - clock.now().getTime()) / 1000));
  };

  const buy = async (b: Buyer, optionId: string) => {
    const response = await demo.app.inject({
      method: "POST",
      url: `/api/purchase/product/${optionId}`,
      headers: { ...(await b.headers()), "idempotency-key": randomUUID() },
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const history = async (b: Buyer, optionId: string) => {
    const response = await demo.app.inject({
      url: `/api/purchase/history?product_option_id=${optionId}`,
      headers: await b.headers(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as PurchaseHistory;
  };
  const subscriptionOf = async (b: Buyer, optionId: string) => {
    const { subscription } = await history(b, optionId);
    if (!subscription) throw new Error("the buyer has no subscription");
    return subscription;
  };
  const act = async (b: Buyer, sub: Subscription, action: "cancel" | "resume") =>
    demo.app.inject({
      method: "POST",
      url: `/api/subscriptions/${sub.id}/${action}`,
      headers: await b.headers(),
    });
  const payOverdue = async (b: Buyer, sub: Subscription, body: object = {}, key = randomUUID()) =>
    demo.app.inject({
      method: "POST",
      url: `/api/subscriptions/${sub.id}/pay`,
      headers: { ...(await b.headers()), "idempotency-key": key },
      payload: body,
    });
  // Receipts and payment notices, oldest first (sign-in codes left out).
  const messagesTo = async (email: string) =>
    demo.database.db
      .select({ subject: outgoingMessages.subject, body: outgoingMessages.body })
      .from(outgoingMessages)
      .where(
        and(
          eq(outgoingMessages.recipient, email),
          sql`(${outgoingMessages.subject} like 'Your receipt%' or ${outgoingMessages.subject} like 'Your payment%')`,
        ),
      )
      .orderBy(outgoingMessages.run_at);
  const succeededChargesOf = async (subscriptionId: string) => {
    const [row] = await demo.database.db
      .select({ n: count() })
      .from(testProcessorCharges)
      .innerJoin(orders, eq(testProcessorCharges.idempotency_key, sql`'order:' || ${orders.id}`))
      .where(
        and(
          eq(orders.subscription_id, subscriptionId),
          eq(testProcessorCharges.status, "succeeded"),
        ),
      );
    return row?.n ?? 0;
  };
  // An access token lasts 15 minutes and the clock moves by months: the buyer signs in again
  // once their token is older than that, as they would coming back to the page.
  const buyer = async (card = GOOD_CARD): Promise<Buyer> => {
    const first = await signedInBuyer(demo.app, demo.database.db);
    const { email } = first;
    // Concurrent calls share one sign-in: a second one would end the first.
    let session = Promise.resolve(first.headers);
    let signedInAt = clock.now().getTime();
    const headers = () => {
      if (clock.now().getTime() - signedInAt > 10 * 60_000) {
        signedInAt = clock.now().getTime();
        session = signedInBuyer(demo.app, demo.database.db, demoIds.publisher, email).then(
          (again) => again.headers,
        );
      }
      return session;
    };
    await saveTestCard(demo.app, await headers(), card);
    return { email, headers };
  };
  const saveCard = async (b: Buyer, number: string) =>
    saveTestCard(demo.app, await b.headers(), number);
  const makeDefault = async (b: Buyer, number: string) => {
    const card = await saveCard(b, number);
    const response = await demo.app.inject({
      method: "PUT",
      url: "/api/me/payment",
      headers: await b.headers(),
      payload: { source_id: card.id },
    });
    expect(response.statusCode).toBe(200);
    return card;
  };

  return {
    billingDeps,
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
  };
}
