import type { PaymentHistoryEntry } from "@creator-checkout/core/api";
import { t } from "@creator-checkout/core/i18n";
import { formatMoney } from "@creator-checkout/core/money";

/** A payment's status in the history: paid, refunded, or partly refunded with the amount given back. */
export function paymentStatus(
  order: Pick<PaymentHistoryEntry, "amount" | "currency" | "refunded_amount">,
): {
  status: string;
  note: string | null;
} {
  if (order.refunded_amount <= 0) return { status: t("payment.history.paid"), note: null };
  if (order.refunded_amount >= order.amount)
    return { status: t("payment.history.refunded"), note: null };
  return {
    status: t("payment.history.partlyRefunded"),
    note: t("payment.history.refundedAmount", {
      amount: formatMoney(order.refunded_amount, order.currency),
    }),
  };
}
