import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { charges, orders, refunds } from "../../db/schema";
import { findChargeUnderWay } from "../billing/find-charge-under-way";
import { subscriptionErrors } from "../billing/subscription-errors";
import { ordersSubscription } from "./orders-subscription";
import { refundAmount } from "./refund-amount";
import type { RefundDeps, RefundRequest } from "./refund-deps";
import { refundErrors } from "./refund-errors";

export interface ReservedRefund {
  refund: typeof refunds.$inferSelect;
  chargeRef: string;
}

/**
 * The first of a refund's two transactions (docs/decisions/077): under the order's row lock, the
 * request's key is looked up (a repeat answers its first refund), the amount checked against
 * what is left, and a pending refund written that takes its share of the order at once. Two
 * refunds at once queue on the lock; the second sees what the first took.
 */
export async function reserveRefund(
  { db, clock, gateway }: Pick<RefundDeps, "db" | "clock" | "gateway">,
  input: RefundRequest,
): Promise<ReservedRefund> {
  const now = clock.now();
  try {
    return await db.transaction(async (tx) => {
      const { order, charge } = await lockPaidOrder(tx, input);
      if (!charge) throw refundErrors.noCharge();
      const [earlier] = await tx
        .select()
        .from(refunds)
        .where(
          and(
            eq(refunds.publisher_id, input.publisherId),
            eq(refunds.idempotency_key, input.idempotencyKey),
          ),
        );
      if (earlier) {
        if (earlier.request_fingerprint !== fingerprint(input)) throw refundErrors.keyReused();
        return { refund: earlier, chargeRef: charge.charge_ref };
      }
      if (charge.gateway !== gateway.name) throw refundErrors.otherProcessor(charge.gateway);
      const amount = refundAmount({
        paid: order.amount,
        refunded: order.refunded_amount,
        requested: input.amount,
        currency: order.currency,
      });
      if (input.cancelSubscription) await refuseWhileRenewing(tx, order);
      const [taken] = await tx
        .update(orders)
        .set({ refunded_amount: sql`${orders.refunded_amount} + ${amount}`, updated_at: now })
        .where(
          and(
            eq(orders.id, order.id),
            sql`${orders.refunded_amount} + ${amount} <= ${orders.amount}`,
          ),
        )
        .returning({ id: orders.id });
      if (!taken) throw new Error(`order ${order.id} changed under its row lock`);
      const [refund] = await tx
        .insert(refunds)
        .values({
          publisher_id: input.publisherId,
          order_id: order.id,
          idempotency_key: input.idempotencyKey,
          request_fingerprint: fingerprint(input),
          amount,
          currency: order.currency,
          status: "pending",
          reason: input.reason,
          cancel_subscription: input.cancelSubscription,
          created_at: now,
          updated_at: now,
        })
        .returning();
      if (!refund) throw new Error("the refund could not be stored");
      return { refund, chargeRef: charge.charge_ref };
    });
  } catch (error) {
    // The same key sent at once for two different orders: one of them wrote it first.
    if (isUniqueViolation(error)) throw refundErrors.keyReused();
    throw error;
  }
}

/** The publisher's paid order and its charge, the order locked for the caller's transaction. */
async function lockPaidOrder(tx: Db, { publisherId, orderId }: RefundRequest) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.publisher_id, publisherId)))
    .for("update");
  if (!order) throw refundErrors.orderNotFound();
  if (order.status !== "paid") throw refundErrors.notPaid();
  const [charge] = await tx
    .select()
    .from(charges)
    .where(and(eq(charges.order_id, order.id), eq(charges.status, "succeeded")));
  return { order, charge: charge ?? null };
}

/** A renewal being charged would pay for a period the refund is about to end; let it finish. */
async function refuseWhileRenewing(tx: Db, order: typeof orders.$inferSelect) {
  const sub = await ordersSubscription(tx, order);
  if (sub && (await findChargeUnderWay({ db: tx }, sub.id))) {
    throw subscriptionErrors.paymentUnderWay();
  }
}

/** What the key was first used for; the same key with another request is refused. */
function fingerprint(input: RefundRequest): string {
  return createHash("sha256")
    .update(
      JSON.stringify([input.orderId, input.amount ?? null, input.cancelSubscription, input.reason]),
    )
    .digest("hex");
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
