import { activeLocaleFormat } from "../i18n/active-locale-format";
import type { LocaleFormat } from "../i18n/locale-format";
import { currencyInfo } from "./currencies";
import { splitMinorUnits } from "./split-minor-units";

/**
 * "$10", "10,50 €", "CHF 12.35": an amount as the language writes it, from the tables
 * generated from ICU (docs/decisions/105), with string operations only (docs/decisions/059).
 * product.md §9 drops a fraction that is all zeros. Every amount is shown exactly as it is
 * charged: the Swiss 0.05 is a step of the amounts a buyer chooses (customAmountStepMinor),
 * never a rounding of the display (docs/decisions/066).
 */
export function formatMoney(
  amountMinor: number,
  currency: string,
  format: LocaleFormat = activeLocaleFormat(),
): string {
  const { digits } = currencyInfo(currency);
  const { negative, major, fraction } = splitMinorUnits(amountMinor, digits);
  const whole = groupDigits(String(major), format.number);
  const number =
    fraction === 0
      ? whole
      : `${whole}${format.number.decimal}${String(fraction).padStart(digits, "0")}`;
  const pattern = negative ? format.currency.negative : format.currency.positive;
  const symbol = keptInOrder(format.currency.symbols[currency] ?? currency, pattern);
  return fillCurrencyPattern(pattern, symbol, number, format.currency.spacing);
}

/**
 * The currency's symbol as the language writes it beside an amount, and on which side: "$"
 * before in English, "€" after in German. For a field that holds the number alone.
 */
export function currencySymbol(
  currency: string,
  format: LocaleFormat = activeLocaleFormat(),
): { symbol: string; after: boolean } {
  const { positive } = format.currency;
  return {
    symbol: format.currency.symbols[currency] ?? currency,
    after: positive.indexOf("¤") > positive.indexOf("#"),
  };
}

const RIGHT_TO_LEFT_MARK = "\u200f";
const LEFT_TO_RIGHT_MARK = "\u200e";

/**
 * In a right-to-left pattern, "US$" would show as "$US": its sign, with nothing strong after it,
 * takes the direction of the text around it. A left-to-right mark after a Latin symbol ending
 * in a sign keeps it as written, the one difference from ICU's own output (docs/decisions/105).
 */
function keptInOrder(symbol: string, pattern: string): string {
  const rightToLeft = pattern.includes(RIGHT_TO_LEFT_MARK);
  return rightToLeft && /[A-Za-z][^A-Za-z]+$/.test(symbol)
    ? `${symbol}${LEFT_TO_RIGHT_MARK}`
    : symbol;
}

/** "1234567" as "1,234,567", "1.234.567" or "1 234 567", and "1234" left whole where CLDR says. */
function groupDigits(wholeUnits: string, number: LocaleFormat["number"]): string {
  if (wholeUnits.length < number.primaryGroup + number.minimumGroupingDigits) return wholeUnits;
  const groups = [wholeUnits.slice(-number.primaryGroup)];
  let rest = wholeUnits.slice(0, -number.primaryGroup);
  while (rest.length > number.secondaryGroup) {
    groups.unshift(rest.slice(-number.secondaryGroup));
    rest = rest.slice(0, -number.secondaryGroup);
  }
  groups.unshift(rest);
  return groups.join(number.group);
}

/**
 * CLDR's currency spacing: a symbol whose side facing the digits is not itself a sign ("CHF",
 * "F CFA") is kept apart from them, "CHF 12" but "$12".
 */
function fillCurrencyPattern(
  pattern: string,
  symbol: string,
  number: string,
  spacing: string,
): string {
  const symbolFirst = pattern.indexOf("¤") < pattern.indexOf("#");
  const touching = pattern.includes(symbolFirst ? "¤#" : "#¤");
  const facingSide = symbolFirst ? symbol.at(-1) : symbol.at(0);
  const apart = touching && facingSide !== undefined && !/[\p{S}\p{Z}]/u.test(facingSide);
  const placed = apart ? (symbolFirst ? `${symbol}${spacing}` : `${spacing}${symbol}`) : symbol;
  return pattern.replace("¤", () => placed).replace("#", () => number);
}
