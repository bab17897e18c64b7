import { SALE_TAX_TREATMENTS } from "@creator-checkout/core/tax";
import type { OrderEventData } from "@creator-checkout/core/webhooks";
import type { gifts, orders, subscriptions } from "../../db/schema";

// What each event's `data` holds (docs/decisions/079): ids the creator's server can look up,
// amounts in minor units, and never a buyer's card, address or a gift's code.

type Order = Pick<
  typeof orders.$inferSelect,
  | "id"
  | "kind"
  | "user_id"
  | "product_option_id"
  | "amount"
  | "currency"
  | "subscription_id"
  | "discount_amount"
  | "promotion_code"
  | "tax_net_amount"
  | "tax_amount"
  | "tax_rate"
  | "tax_country"
  | "tax_treatment"
  | "tax_inclusive"
>;

/** `order.paid` (and `order.refunded`): the order and what it paid for. */
export function orderEventData(order: Order, paidAt: Date): OrderEventData {
  return {
    order_id: order.id,
    kind: order.kind,
    user_id: order.user_id,
    product_option_id: order.product_option_id,
    amount: order.amount,
    currency: order.currency,
    subscription_id: order.subscription_id,
    // What a promotion code took off `amount`, and the code (docs/decisions/092).
    discount_amount: order.discount_amount,
    promotion_code: order.promotion_code,
    paid_at: paidAt.toISOString(),
    // Only where the creator collects tax (docs/decisions/123): other creators' events are as before.
    ...orderTaxData(order),
  };
}

function orderTaxData(order: Order): Pick<OrderEventData, "tax"> {
  const treatment = SALE_TAX_TREATMENTS.find((known) => known === order.tax_treatment);
  if (
    treatment === undefined ||
    order.tax_net_amount === null ||
    order.tax_amount === null ||
    order.tax_country === null
  ) {
    return {};
  }
  return {
    tax: {
      net_amount: order.tax_net_amount,
      tax_amount: order.tax_amount,
      rate: order.tax_rate ?? 0,
      country: order.tax_country,
      treatment,
      inclusive: order.tax_inclusive ?? false,
    },
  };
}

type Subscription = Pick<
  typeof subscriptions.$inferSelect,
  | "id"
  | "order_id"
  | "user_id"
  | "product_id"
  | "product_option_id"
  | "status"
  | "current_period_end"
  | "cancel_at_period_end"
>;

/** Every `subscription.*` event: the subscription as it stands after the change. */
export function subscriptionEventData(sub: Subscription) {
  return {
    subscription_id: sub.id,
    order_id: sub.order_id,
    user_id: sub.user_id,
    product_id: sub.product_id,
    product_option_id: sub.product_option_id,
    status: sub.status,
    current_period_end: sub.current_period_end?.toISOString() ?? null,
    cancel_at_period_end: sub.cancel_at_period_end,
  };
}

/** `gift.purchased` and `gift.redeemed`: the gift, never its code or its recipient's address. */
export function giftEventData(
  gift: Pick<typeof gifts.$inferSelect, "id" | "order_id" | "expires_at">,
  redeemed: { userId: string; orderId: string } | null,
) {
  return {
    gift_id: gift.id,
    order_id: gift.order_id,
    expires_at: gift.expires_at?.toISOString() ?? null,
    redeemed_by: redeemed?.userId ?? null,
    redemption_order_id: redeemed?.orderId ?? null,
  };
}
