import type { PaymentHistoryEntry } from "@creator-checkout/core/api";
import { formatMoney } from "@creator-checkout/core/money";

/** A payment's status in the history: paid, refunded, or partly refunded with the amount given back. */
export function paymentStatus(
  order: Pick<PaymentHistoryEntry, "amount" | "currency" | "refunded_amount">,
): {
  status: "Paid" | "Refunded" | "Partly refunded";
  note: string | null;
} {
  if (order.refunded_amount <= 0) return { status: "Paid", note: null };
  if (order.refunded_amount >= order.amount) return { status: "Refunded", note: null };
  return {
    status: "Partly refunded",
    note: `Refunded ${formatMoney(order.refunded_amount, order.currency)}`,
  };
}
