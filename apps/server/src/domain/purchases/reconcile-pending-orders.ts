import { and, eq, lt } from "drizzle-orm";
import { orders } from "../../db/schema";
import { releaseRedemption } from "../discounts/reserve-redemption";
import { chargeKeyOf } from "./charge-order";
import { finishOrder } from "./finish-order";
import type { PaymentDeps } from "./payment-deps";

// Far longer than any gateway call may take, so no request still charging is cut short.
const STALE_AFTER_SECONDS = 120;

/**
 * Finishes orders a crash left pending: from the gateway's record of their charge when there
 * is one, otherwise as failed (no money moved). Runs at start and then now and again.
 */
export async function reconcilePendingOrders(
  deps: PaymentDeps,
  { staleAfterSeconds = STALE_AFTER_SECONDS }: { staleAfterSeconds?: number } = {},
) {
  const { db, clock, gateway } = deps;
  const cutoff = new Date(clock.now().getTime() - staleAfterSeconds * 1000);
  const stale = await db
    .select()
    .from(orders)
    .where(and(eq(orders.status, "pending"), lt(orders.updated_at, cutoff)))
    .limit(100);
  let finished = 0;
  for (const order of stale) {
    const outcome =
      order.amount === 0
        ? { status: "free" as const }
        : await gateway
            .findCharge({ idempotencyKey: chargeKeyOf(order.id) })
            .catch(() => undefined);
    // A provider that cannot answer for this order now must not hold up the others.
    if (outcome === undefined) continue;
    if (outcome) {
      await finishOrder(deps, { orderId: order.id, outcome });
    } else {
      await db.transaction(async (tx) => {
        const [given] = await tx
          .update(orders)
          .set({
            status: "failed",
            failure_message: "The payment did not go through, and you were not charged.",
            claims_product_id: null,
            updated_at: clock.now(),
          })
          .where(and(eq(orders.id, order.id), eq(orders.status, "pending")))
          .returning();
        // The order is given up: a promotion code it held may be used again.
        if (given?.coupon_redemption_id) {
          await releaseRedemption({ db: tx }, { orderId: given.id, now: clock.now() });
        }
      });
    }
    finished += 1;
  }
  return { finished };
}
