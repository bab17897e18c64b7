import type { NextAction, OrderResult } from "@creator-checkout/core/api";
import type { orders } from "../../db/schema";
import { orderTaxFigures } from "./purchase-tax";

/** What a purchase call answers: the order's state and, for 3-D Secure, what to do next. */
export function orderResult(
  order: typeof orders.$inferSelect,
  nextAction: NextAction | null,
): OrderResult {
  return {
    order_id: order.id,
    status: order.status as "pending" | "requires_action" | "paid" | "failed",
    product_option_id: order.product_option_id,
    amount: order.amount,
    currency: order.currency,
    message: order.failure_message,
    next_action: nextAction,
    tax: orderTaxFigures(order),
  };
}
export type { OrderResult };
