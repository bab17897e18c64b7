import { assertMinorUnits } from "./assert-minor-units";
import { currencyInfo } from "./currencies";
import { splitMinorUnits } from "./split-minor-units";

/**
 * "$10", "$10.50", "¥3,000", "CHF 12.35": the symbol, then the amount with en-US grouping.
 * product.md §9 drops a fraction that is all zeros. A symbol ending in a letter gets a space so the
 * code and the digits do not run together. Every amount is shown exactly as it is charged: the
 * Swiss 0.05 is a step of the amounts a buyer chooses (customAmountStepMinor), never a rounding
 * of the display (docs/decisions/066).
 */
export function formatMoney(amountMinor: number, currency: string): string {
  assertMinorUnits(amountMinor);
  const { symbol, digits } = currencyInfo(currency);
  const { negative, major, fraction } = splitMinorUnits(amountMinor, digits);
  const number =
    fraction === 0
      ? groupThousands(major)
      : `${groupThousands(major)}.${String(fraction).padStart(digits, "0")}`;
  const separator = /\p{L}$/u.test(symbol) ? " " : "";
  return `${negative ? "-" : ""}${symbol}${separator}${number}`;
}

/**
 * en-US grouping of whole units, "1,500,000". Not Intl.NumberFormat: a page's first Intl
 * formatter makes the browser load its locale data, tens of milliseconds of main thread on a
 * phone while the checkout starts (docs/decisions/059).
 */
function groupThousands(wholeUnits: number): string {
  return String(wholeUnits).replace(/\B(?=(\d{3})+$)/g, ",");
}
