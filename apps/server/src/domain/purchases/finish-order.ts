import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { charges, orders, productOptions } from "../../db/schema";
import type { ChargeOutcome, PaymentGateway } from "../../payments/payment-gateway";
import type { Clock } from "../../security/clock";
import { grantAccess } from "./grant-access";
import { type OrderResult, orderResult } from "./order-result";

/**
 * Records what the gateway said about an order's charge (or that a free trial needs none), in
 * one transaction with the access it grants. Safe to run again for the same outcome. A succeeded
 * charge always ends paid, even for an order given up as failed, so money taken is never left
 * without its order.
 */
export async function finishOrder(
  { db, clock, gateway }: { db: Db; clock: Clock; gateway: PaymentGateway },
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
      await grantAccess({ db: tx }, { order: paid, option, now });
      return orderResult(paid, null);
    }
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
    return orderResult(updated, outcome.status === "requires_action" ? outcome.nextAction : null);
  });
}
