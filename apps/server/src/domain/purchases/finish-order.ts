import { and, eq, ne } from "drizzle-orm";
import { charges, orders, productOptions } from "../../db/schema";
import type { ChargeOutcome } from "../../payments/payment-gateway";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";
import { orderEventData } from "../webhooks/webhook-event-data";
import { enqueuePaymentMessage } from "./enqueue-payment-message";
import { stepsOfKind } from "./order-kind-steps";
import { type OrderResult, orderResult } from "./order-result";
import type { PaymentDeps } from "./payment-deps";

/**
 * Records what the gateway said about an order's charge (or that a free trial needs none), in
 * one transaction with what follows from it: the steps of the order's kind (the access a
 * purchase grants, the period a renewal pays for, the e-mail a gift's recipient waits for, a
 * declined renewal's retry and notice) and the buyer's receipt. Safe to run again for the same
 * outcome. A succeeded charge always ends
 * paid, even for an order given up as failed, so money taken is never left without its order.
 */
export async function finishOrder(
  { db, clock, gateway, publicUrl, renewalRetryDays, orderKinds }: PaymentDeps,
  {
    orderId,
    outcome,
    option: knownOption,
  }: {
    orderId: string;
    outcome: ChargeOutcome | { status: "free" };
    /** The order's option when the caller has it at hand; read here otherwise. */
    option?: typeof productOptions.$inferSelect;
  },
): Promise<OrderResult> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const stepDeps = { db: tx, clock, publicUrl, renewalRetryDays };
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw new Error(`order ${orderId} vanished`);
    if (outcome.status !== "free" && outcome.chargeRef) {
      const status = outcome.status;
      await tx
        .insert(charges)
        .values({
          order_id: order.id,
          gateway: gateway.name,
          charge_ref: outcome.chargeRef,
          amount: order.amount,
          currency: order.currency,
          status,
        })
        .onConflictDoUpdate({ target: charges.order_id, set: { status, updated_at: now } });
    }
    if (order.status === "paid") return orderResult(order, null);
    if (outcome.status === "free" || outcome.status === "succeeded") {
      const [paid] = await tx
        .update(orders)
        .set({ status: "paid", paid_at: now, failure_message: null, updated_at: now })
        .where(and(eq(orders.id, order.id), ne(orders.status, "paid")))
        .returning();
      const [option] =
        knownOption?.id === order.product_option_id
          ? [knownOption]
          : await tx
              .select()
              .from(productOptions)
              .where(eq(productOptions.id, order.product_option_id));
      if (!paid || !option) throw new Error(`order ${order.id} could not be completed`);
      await stepsOfKind(orderKinds, paid.kind).paid(stepDeps, { order: paid, option, now });
      await recordWebhookEvent(stepDeps, {
        publisherId: paid.publisher_id,
        type: "order.paid",
        resourceId: paid.id,
        data: orderEventData(paid, now),
        now,
      });
      if (paid.amount > 0) {
        await enqueuePaymentMessage(stepDeps, { orderId: paid.id, message: { kind: "receipt" } });
      }
      return orderResult(paid, null);
    }
    const firstFailure = outcome.status === "failed" && order.status !== "failed";
    const [updated] = await tx
      .update(orders)
      .set(
        outcome.status === "requires_action"
          ? { status: "requires_action", updated_at: now }
          : {
              status: "failed",
              failure_message: outcome.message,
              claims_product_id: null,
              updated_at: now,
            },
      )
      .where(eq(orders.id, order.id))
      .returning();
    if (!updated) throw new Error(`order ${order.id} could not be updated`);
    if (firstFailure && outcome.status === "failed") {
      await stepsOfKind(orderKinds, updated.kind).firstFailure?.(stepDeps, {
        order: updated,
        now,
        failure: outcome,
      });
    }
    return orderResult(updated, outcome.status === "requires_action" ? outcome.nextAction : null);
  });
}
