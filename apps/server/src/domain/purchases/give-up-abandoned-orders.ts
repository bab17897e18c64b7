import { and, eq, lt } from "drizzle-orm";
import { charges, orders } from "../../db/schema";
import { finishOrder } from "./finish-order";
import type { PaymentDeps } from "./payment-deps";

/**
 * How long an order waits for the buyer's bank (3-D Secure) before it is given up
 * (docs/decisions/103): far longer than a bank's challenge lasts, short enough that a promotion
 * code's limited uses and the product's one live order are not held for a buyer who left.
 */
export const ABANDONED_AFTER_SECONDS = 60 * 60;

/** What the buyer reads on the order when they come back to it after it was given up. */
export const ABANDONED_MESSAGE =
  "The payment waited too long for your bank's confirmation and was canceled; you were not charged.";

/**
 * Gives up the orders whose charge has waited for the buyer's 3-D Secure longer than
 * `abandonedAfterSeconds`: the charge is canceled at the processor first, so a late approval
 * cannot take money, and the order is finished from what the processor answers. A canceled
 * charge fails the order, which gives back the promotion code it held (its kind's first-failure
 * step) and the product's hold; an approval that came first finishes it paid. A processor that
 * cannot answer now leaves the order for the next round.
 */
export async function giveUpAbandonedOrders(
  deps: PaymentDeps,
  { abandonedAfterSeconds = ABANDONED_AFTER_SECONDS }: { abandonedAfterSeconds?: number } = {},
) {
  const { db, clock, gateway } = deps;
  const cutoff = new Date(clock.now().getTime() - abandonedAfterSeconds * 1000);
  const waiting = await db
    .select({ order: orders, chargeRef: charges.charge_ref })
    .from(orders)
    .innerJoin(charges, eq(charges.order_id, orders.id))
    .where(and(eq(orders.status, "requires_action"), lt(orders.updated_at, cutoff)))
    .limit(100);
  let givenUp = 0;
  for (const { order, chargeRef } of waiting) {
    const outcome = await gateway.cancelCharge({ chargeRef }).catch(() => undefined);
    if (outcome === undefined || outcome.status === "requires_action") continue;
    await finishOrder(deps, {
      orderId: order.id,
      outcome: outcome.status === "failed" ? { ...outcome, message: ABANDONED_MESSAGE } : outcome,
    });
    givenUp += 1;
  }
  return { givenUp };
}
