import type { RefundResult } from "@creator-checkout/core/api";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { orders, type refunds } from "../../db/schema";
import { finishRefund, refundedOf } from "./finish-refund";
import { ordersSubscription } from "./orders-subscription";
import type { RefundDeps, RefundRequest } from "./refund-deps";
import { refundErrors } from "./refund-errors";
import { reserveRefund } from "./reserve-refund";

/**
 * A publisher gives back part or all of a paid order (docs/decisions/077): a pending refund is
 * written first, then the processor is asked, then the refund is recorded as made. A repeat of
 * the request (same key, same body) answers the first refund, and finishes it if a crash or a
 * lost answer left it pending.
 */
export async function refundOrder(deps: RefundDeps, input: RefundRequest): Promise<RefundResult> {
  const reserved = await reserveRefund(deps, input);
  const { refund } = reserved;
  if (refund.status === "failed") throw refundErrors.refusedBefore(refund.failure_message);
  const made = refund.status === "succeeded" ? refund : await finishRefund(deps, reserved);
  return refundView(deps.db, made);
}

async function refundView(db: Db, refund: typeof refunds.$inferSelect): Promise<RefundResult> {
  return {
    refund: {
      id: refund.id,
      order_id: refund.order_id,
      amount: refund.amount,
      currency: refund.currency,
      status: refund.status as RefundResult["refund"]["status"],
      reason: refund.reason,
      created_at: refund.created_at.toISOString(),
    },
    order_refunded_amount: await refundedOf(db, refund.order_id),
    subscription_ended:
      refund.cancel_subscription && (await subscriptionEnded(db, refund.order_id)),
  };
}

async function subscriptionEnded(db: Db, orderId: string): Promise<boolean> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return false;
  const sub = await ordersSubscription(db, order);
  return sub?.status === "CANCELED";
}
