import { eq } from "drizzle-orm";
import { charges, type orders } from "../../db/schema";
import { chargeKeyOf } from "./charge-order";
import { finishOrder } from "./finish-order";
import { type OrderResult, orderResult } from "./order-result";
import type { PaymentDeps } from "./payment-deps";
import { purchaseErrors } from "./purchase-errors";

/**
 * The answer for an order that already exists: a repeated request, a buyer back from 3-D
 * Secure, or a purchase interrupted by a crash. Whatever the gateway holds for the order's
 * charge decides; with no charge yet, the first request is still running.
 */
export async function resumeOrder(
  deps: PaymentDeps,
  order: typeof orders.$inferSelect,
): Promise<OrderResult> {
  if (order.status === "paid" || order.status === "failed") return orderResult(order, null);
  if (order.amount === 0)
    return finishOrder(deps, { orderId: order.id, outcome: { status: "free" } });
  // The charge's own reference, when we have it, finds it without waiting for a provider's
  // (eventually consistent) search by key.
  const [charge] = await deps.db.select().from(charges).where(eq(charges.order_id, order.id));
  const outcome = await deps.gateway.findCharge({
    idempotencyKey: chargeKeyOf(order.id),
    chargeRef: charge?.charge_ref ?? null,
  });
  if (!outcome) throw purchaseErrors.inProgress();
  return finishOrder(deps, { orderId: order.id, outcome });
}
