import { currencyInfo, formatAmountInput, formatMoney } from "@creator-checkout/core/money";

export type RefundAmountReading = { amount: number } | { error: string };

const DECIMAL_TEXT = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/;

/**
 * Reads the amount a creator typed ("4", "4.50", "1200" for JPY) as whole minor units, or says
 * why it cannot be refunded. Unlike a buyer's custom amount nothing is rounded or clamped: a
 * refund gives back exactly what was typed, or nothing.
 */
export function readRefundAmount(
  text: string,
  currency: string,
  left: number,
): RefundAmountReading {
  const { digits } = currencyInfo(currency);
  const match = DECIMAL_TEXT.exec(text.trim().replace(/,/g, ""));
  if (!match) return { error: `Enter an amount such as ${formatAmountInput(left, currency)}.` };
  const whole = match[1] ?? "0";
  const fraction = match[2] ?? match[3] ?? "";
  if (fraction.length > digits) {
    return {
      error:
        digits === 0
          ? `${currency} has no minor units: enter a whole amount.`
          : `Enter at most ${digits} digits after the point.`,
    };
  }
  // Working on the digit text keeps floats out: "0.29" is 29 cents, never 28.999...
  const amount = Number(`${whole}${fraction.padEnd(digits, "0")}`);
  if (amount === 0) return { error: "Enter an amount of more than 0." };
  if (!Number.isSafeInteger(amount) || amount > left) {
    return { error: `At most ${formatMoney(left, currency)} of this order can be refunded.` };
  }
  return { amount };
}
