import type { NextAction, OrderResult } from "@creator-checkout/core/api";
import {
  SALE_TAX_TREATMENTS,
  type SaleTaxTreatment,
  saleTaxLabel,
} from "@creator-checkout/core/tax";
import type { orders } from "../../db/schema";

type Order = typeof orders.$inferSelect;

/** What a purchase call answers: the order's state and, for 3-D Secure, what to do next. */
export function orderResult(order: Order, nextAction: NextAction | null): OrderResult {
  return {
    order_id: order.id,
    status: order.status as "pending" | "requires_action" | "paid" | "failed",
    product_option_id: order.product_option_id,
    amount: order.amount,
    currency: order.currency,
    message: order.failure_message,
    next_action: nextAction,
    tax: orderTax(order),
  };
}

/** The tax an order recorded, as the API shows it; null when its creator collects none. */
export function orderTax(order: Order): OrderResult["tax"] {
  const treatment = SALE_TAX_TREATMENTS.find((known) => known === order.tax_treatment);
  if (
    treatment === undefined ||
    order.tax_net_amount === null ||
    order.tax_amount === null ||
    order.tax_country === null
  ) {
    return null;
  }
  const sale = {
    country: order.tax_country,
    treatment: treatment as SaleTaxTreatment,
    rateHundredths: order.tax_rate ?? 0,
    inclusion: order.tax_inclusive ? ("inclusive" as const) : ("exclusive" as const),
  };
  return {
    net_amount: order.tax_net_amount,
    tax_amount: order.tax_amount,
    rate: sale.rateHundredths,
    country: sale.country,
    treatment,
    inclusive: sale.inclusion === "inclusive",
    label: saleTaxLabel(sale),
  };
}
export type { OrderResult };
