import type { SwitchPreview } from "@creator-checkout/core/api";
import type { SwitchQuote } from "@creator-checkout/core/pricing";

/** The server's proration lookup in the terms core's switch rules read. */
export function switchQuote(preview: SwitchPreview): SwitchQuote {
  return {
    payNow: preview.pay_now,
    prorateAmountMinor: preview.prorate_amount,
    nowPeriodEnd: new Date(preview.end_date),
    currentPeriodEnd: new Date(preview.later_date),
  };
}
