import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { orders, refunds } from "../../db/schema";
import { PaymentMethodError } from "../../payments/payment-gateway";
import { endSubscription } from "../billing/end-subscription";
import { enqueuePaymentMessage } from "../purchases/enqueue-payment-message";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";
import { orderEventData } from "../webhooks/webhook-event-data";
import { ordersSubscription } from "./orders-subscription";
import type { RefundDeps } from "./refund-deps";
import { refundErrors } from "./refund-errors";
import type { ReservedRefund } from "./reserve-refund";

/**
 * Asks the processor for a pending refund and records its answer (docs/decisions/077). The
 * processor's key is the refund's own id, so asking again after a crash or a lost answer gets the
 * first refund back, never a second one. A refusal releases the amount the refund had taken.
 */
export async function finishRefund(
  deps: RefundDeps,
  { refund, chargeRef }: ReservedRefund,
): Promise<typeof refunds.$inferSelect> {
  let refundRef: string;
  try {
    ({ refundRef } = await deps.gateway.refund({
      chargeRef,
      amount: refund.amount,
      currency: refund.currency,
      idempotencyKey: `refund:${refund.id}`,
    }));
  } catch (error) {
    if (!(error instanceof PaymentMethodError)) throw refundErrors.processorUnavailable(error);
    await releaseRefusedRefund(deps, refund, error.message);
    throw refundErrors.refused(error.message);
  }
  return recordRefundMade(deps, refund, refundRef);
}

/**
 * The refund's second transaction: it is made, the buyer is told, and the subscription ended when
 * asked. Whatever else must happen when a refund succeeds belongs in this transaction, so it
 * commits with the refund or not at all.
 */
async function recordRefundMade(
  { db, clock, publicUrl }: RefundDeps,
  refund: typeof refunds.$inferSelect,
  refundRef: string,
) {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [made] = await tx
      .update(refunds)
      .set({ status: "succeeded", refund_ref: refundRef, succeeded_at: now, updated_at: now })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, "pending")))
      .returning();
    // Another request with the same key finished it first.
    if (!made)
      return (await tx.select().from(refunds).where(eq(refunds.id, refund.id)))[0] ?? refund;
    const subscriptionEnded =
      made.cancel_subscription && (await endOrdersSubscription(tx, made, now));
    const refundedTotal = await refundedOf(tx, made.order_id);
    await recordRefundEvent(tx, made, { refundedTotal, subscriptionEnded, now });
    await enqueuePaymentMessage(
      { db: tx, clock, publicUrl },
      {
        orderId: made.order_id,
        message: {
          kind: "refund",
          amount: made.amount,
          refundedTotal,
          subscriptionEnded,
        },
      },
    );
    return made;
  });
}

/** `order.refunded`, in the refund's own transaction (docs/decisions/079). */
async function recordRefundEvent(
  tx: Db,
  refund: typeof refunds.$inferSelect,
  made: { refundedTotal: number; subscriptionEnded: boolean; now: Date },
) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, refund.order_id));
  if (!order) return;
  await recordWebhookEvent(
    { db: tx },
    {
      publisherId: order.publisher_id,
      type: "order.refunded",
      resourceId: order.id,
      now: made.now,
      data: {
        ...orderEventData(order, order.paid_at ?? order.created_at),
        refund: {
          id: refund.id,
          amount: refund.amount,
          currency: refund.currency,
          reason: refund.reason,
          refunded_total: made.refundedTotal,
          subscription_ended: made.subscriptionEnded,
        },
      },
    },
  );
}

async function releaseRefusedRefund(
  { db, clock }: Pick<RefundDeps, "db" | "clock">,
  refund: typeof refunds.$inferSelect,
  reason: string,
) {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [failed] = await tx
      .update(refunds)
      .set({ status: "failed", failure_message: reason, updated_at: now })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, "pending")))
      .returning({ amount: refunds.amount });
    if (!failed) return;
    await tx
      .update(orders)
      .set({ refunded_amount: sql`${orders.refunded_amount} - ${failed.amount}`, updated_at: now })
      .where(eq(orders.id, refund.order_id));
  });
}

/** Ends, now, the subscription the refunded order paid for; false when there is none to end. */
async function endOrdersSubscription(
  tx: Db,
  refund: typeof refunds.$inferSelect,
  now: Date,
): Promise<boolean> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, refund.order_id));
  if (!order) return false;
  const sub = await ordersSubscription(tx, order, { lock: true });
  if (!sub || sub.status === "CANCELED") return false;
  await endSubscription({ db: tx }, { subscription: sub, now });
  return true;
}

/** Every succeeded refund of an order, added up. */
export async function refundedOf(db: Db, orderId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.order_id, orderId), eq(refunds.status, "succeeded")));
  return row?.total ?? 0;
}
