import type { orders } from "../../db/schema";
import type { NextAction } from "../../payments/payment-gateway";

/** What a purchase call answers: the order's state and, for 3-D Secure, what to do next. */
export function orderResult(order: typeof orders.$inferSelect, nextAction: NextAction | null) {
  return {
    order_id: order.id,
    status: order.status as "pending" | "requires_action" | "paid" | "failed",
    product_option_id: order.product_option_id,
    amount: order.amount,
    currency: order.currency,
    message: order.failure_message,
    next_action: nextAction,
  };
}
export type OrderResult = ReturnType<typeof orderResult>;
