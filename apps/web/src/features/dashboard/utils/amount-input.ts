import { currencyInfo, formatAmountInput } from "@creator-checkout/core/money";

export type AmountReading = { amount: number } | { error: string };

const DECIMAL_TEXT = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/;

/**
 * Reads an amount a creator typed ("4", "4.50", "1200" for JPY) as whole minor units, or says
 * why it is no amount: nothing is rounded or clamped, since what the creator typed is what the
 * server is sent. `example` is the amount the first refusal suggests; more than `most` is
 * refused with `tooMuch`.
 */
export function readTypedAmount(
  text: string,
  currency: string,
  { example, most, tooMuch }: { example: number; most: number; tooMuch: string },
): AmountReading {
  const { digits } = currencyInfo(currency);
  const match = DECIMAL_TEXT.exec(text.trim().replace(/,/g, ""));
  if (!match) return { error: `Enter an amount such as ${formatAmountInput(example, currency)}.` };
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
  if (!Number.isSafeInteger(amount) || amount > most) return { error: tooMuch };
  return { amount };
}
