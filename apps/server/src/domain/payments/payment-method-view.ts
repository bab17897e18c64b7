import type { paymentMethods } from "../../db/schema";

/** product.md §3 "Payment method": the source id and what identifies the card to its owner. */
export function paymentMethodView(
  row: typeof paymentMethods.$inferSelect,
  defaultId: number | null,
) {
  return {
    id: row.source_id,
    source_type: row.source_type,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.exp_month,
    exp_year: row.exp_year,
    isDefault: row.id === defaultId,
  };
}
export type PaymentMethodView = ReturnType<typeof paymentMethodView>;
