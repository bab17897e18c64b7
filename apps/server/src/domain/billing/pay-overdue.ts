import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { orders } from "../../db/schema";
import { findCardToCharge } from "../payments/find-card-to-charge";
import { noCardToCharge } from "../payments/payment-errors";
import { chargeOrder } from "../purchases/charge-order";
import type { OrderResult } from "../purchases/order-result";
import type { PaymentDeps } from "../purchases/payment-deps";
import { purchaseErrors } from "../purchases/purchase-errors";
import { resumeOrder } from "../purchases/resume-order";
import { findChargeUnderWay } from "./find-charge-under-way";
import { lockOwnSubscription } from "./lock-own-subscription";
import { periodOrderValues } from "./period-order";
import { subscriptionErrors } from "./subscription-errors";

export interface PayOverdueInput {
  publisherId: string;
  userId: string;
  subscriptionId: string;
  /** A saved card's source id; the buyer's default card when absent. */
  sourceId?: string | undefined;
  idempotencyKey: string;
}

/**
 * The buyer pays a failed renewal at once, from the checkout page, with a card they choose: on
 * session, so 3-D Secure can be done in the page. Paid, the subscription is active again for the
 * period that was due. The order is written under the subscription's lock, and only when no other
 * charge of it is under way, so the buyer and the billing worker never both charge one period.
 */
export async function payOverdue(deps: PaymentDeps, input: PayOverdueInput): Promise<OrderResult> {
  const { db, gateway } = deps;
  const fingerprint = createHash("sha256")
    .update(JSON.stringify(["overdue", input.subscriptionId, input.sourceId ?? null]))
    .digest("hex");
  const repeat = await findByKey(deps, input);
  if (repeat) {
    if (repeat.request_fingerprint !== fingerprint) throw purchaseErrors.keyReused();
    return resumeOrder(deps, repeat);
  }
  const step = await db.transaction(async (tx) => {
    const sub = await lockOwnSubscription({ db: tx }, input);
    const underWay = await findChargeUnderWay({ db: tx }, sub.id);
    // The buyer's own 3-D Secure step left open, or the worker's try: its answer is this one.
    if (underWay) return { underWay, order: undefined };
    if (sub.status !== "PAST_DUE" || sub.renewal_amount === null || !sub.currency)
      throw subscriptionErrors.nothingOverdue();
    const card = await findCardToCharge(
      { db: tx },
      {
        publisherId: input.publisherId,
        userId: input.userId,
        gateway: gateway.name,
        sourceId: input.sourceId,
      },
    );
    if (!card) {
      throw noCardToCharge(input.sourceId);
    }
    // The overdue period costs and is taxed as the renewal it stands for, on the day it is paid.
    const period = await periodOrderValues(deps, tx, {
      sub: { ...sub, renewal_amount: sub.renewal_amount, currency: sub.currency },
      cardCountry: card.country,
      at: deps.clock.now(),
    });
    const [order] = await tx
      .insert(orders)
      .values({
        ...period,
        kind: "overdue_payment",
        idempotency_key: input.idempotencyKey,
        request_fingerprint: fingerprint,
        payment_method_id: card.id,
      })
      .onConflictDoNothing()
      .returning();
    return { underWay: null, order, card };
  });
  if (step.underWay) {
    if (step.underWay.user_id !== input.userId) throw subscriptionErrors.paymentUnderWay();
    return resumeOrder(deps, step.underWay);
  }
  if (!step.order) {
    // The same key raced this request: answer as the first one does.
    const raced = await findByKey(deps, input);
    if (!raced) throw subscriptionErrors.paymentUnderWay();
    return resumeOrder(deps, raced);
  }
  return chargeOrder(deps, {
    order: step.order,
    customerRef: step.card.customer_ref,
    sourceId: step.card.source_id,
  });
}

async function findByKey({ db }: PaymentDeps, input: PayOverdueInput) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.user_id, input.userId), eq(orders.idempotency_key, input.idempotencyKey)));
  return order ?? null;
}
