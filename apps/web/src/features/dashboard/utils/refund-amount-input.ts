import { formatMoney } from "@creator-checkout/core/money";
import { type AmountReading, readTypedAmount } from "./amount-input";

/**
 * Reads the amount a creator typed as whole minor units, or says why it cannot be refunded.
 * Unlike a buyer's custom amount nothing is rounded or clamped: a refund gives back exactly what
 * was typed, or nothing.
 */
export function readRefundAmount(text: string, currency: string, left: number): AmountReading {
  return readTypedAmount(text, currency, {
    example: left,
    most: left,
    tooMuch: `At most ${formatMoney(left, currency)} of this order can be refunded.`,
  });
}
