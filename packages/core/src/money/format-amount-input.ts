import { currencyInfo } from "./currencies";
import { splitMinorUnits } from "./split-minor-units";

/**
 * The value of the custom amount input: "1.00", "12.50", "1200" for JPY. Unlike formatMoney it
 * keeps every minor digit and has no symbol or grouping, because a number input accepts neither.
 */
export function formatAmountInput(amountMinor: number, currency: string): string {
  const { digits } = currencyInfo(currency);
  const { negative, major, fraction } = splitMinorUnits(amountMinor, digits);
  const sign = negative ? "-" : "";
  return digits === 0
    ? `${sign}${major}`
    : `${sign}${major}.${String(fraction).padStart(digits, "0")}`;
}
