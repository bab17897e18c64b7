import { currencyInfo } from "./currencies";
import {
  customAmountStepDecimals,
  maximumCustomAmountMinor,
  minimumCustomAmountMinor,
  settleCustomAmount,
} from "./custom-amount";

// Plain decimal text as a number input gives it: no sign, no grouping, no exponent. Anything
// else is not an amount a person meant, and product.md §5 replaces it with the minimum.
const DECIMAL_TEXT = /^(\d*)(?:\.(\d*))?$/;

/**
 * Reads the major-unit text a person typed ("12.5") as integer minor units (1250 for USD).
 * Digits past the step are rounded half up to the step (to 0.05 for CHF); empty, invalid, negative or
 * below-minimum text gives the minimum (product.md §5), and text above the maximum gives the maximum.
 */
export function parseCustomAmount(input: string, currency: string, maximum?: number): number {
  const minimum = minimumCustomAmountMinor(currency);
  const match = DECIMAL_TEXT.exec(input.trim());
  const whole = match?.[1] ?? "";
  const decimals = match?.[2] ?? "";
  if (whole === "" && decimals === "") {
    return minimum;
  }
  // Working on the digit text keeps floats out: "0.29" is 29 cents, never 28.999...
  const stepDecimals = customAmountStepDecimals(currency);
  const kept = decimals.slice(0, stepDecimals).padEnd(stepDecimals, "0");
  const roundsUp = (decimals[stepDecimals] ?? "0") >= "5";
  const steps = Number(`${whole}${kept}` || "0") + (roundsUp ? 1 : 0);
  const amount = steps * 10 ** (currencyInfo(currency).digits - stepDecimals);
  const largest = maximumCustomAmountMinor(currency, maximum);
  if (!Number.isSafeInteger(amount) || amount > largest)
    return whole.length > 0 ? largest : minimum;
  // Rounding to two decimals first cannot cross a half step of 0.05 (those end in 25 or 75
  // thousandths, where the first rounding already goes up), so the second rounding is exact.
  return settleCustomAmount(amount, currency, largest);
}
