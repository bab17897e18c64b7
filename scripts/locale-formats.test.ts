import * as cardinals from "make-plural/cardinals";
import { describe, expect, it } from "vitest";
import { LOCALE_FORMATS } from "../packages/core/src/i18n/formats";
import { SUPPORTED_LOCALES } from "../packages/core/src/i18n/locales";
import { currencyInfo, supportedCurrencies } from "../packages/core/src/money/currencies";
import { formatMoney } from "../packages/core/src/money/format-money";
import { formatDate } from "../packages/core/src/pricing/format-date";
import { pluralRuleName } from "./plural-rule-name";

// Amounts in minor units: zero, a cent, four and five whole digits (Spanish and Polish group only
// the second), a fraction with a leading zero, millions, a negative, and the largest safe one.
const AMOUNTS = [0, 1, 5, 99, 123_400, 1_234_505, 100_000_000, 123_456_789, -123_456, 2 ** 53 - 1];

function intlMoney(
  locale: string,
  amountMinor: number,
  currency: string,
  digits = currencyInfo(currency).digits,
): string {
  const formatter = new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    trailingZeroDisplay: "stripIfInteger",
  });
  // BigInt keeps every digit of 2^53 - 1 minor units exact.
  const whole = BigInt(amountMinor) / 10n ** BigInt(digits);
  const fraction = (BigInt(amountMinor) % 10n ** BigInt(digits)).toString().replace("-", "");
  const decimal = digits === 0 ? `${whole}` : `${whole}.${fraction.padStart(digits, "0")}`;
  const sign = amountMinor < 0 && whole === 0n ? "-" : "";
  return formatter.format(`${sign}${decimal}` as unknown as number);
}

describe.each(SUPPORTED_LOCALES.filter((locale) => locale !== "en"))("%s", (locale) => {
  const format = LOCALE_FORMATS[locale];

  it.each(supportedCurrencies)("writes %s as Intl.NumberFormat does", (currency) => {
    for (const amount of AMOUNTS) {
      // Less the mark that keeps a symbol such as "US$" in order in a right-to-left text.
      const written = formatMoney(amount, currency, format).replace(
        /(?<=[A-Za-z][^A-Za-z\s\u200e\u200f]+)\u200e/g,
        "",
      );
      expect(written).toBe(intlMoney(locale, amount, currency));
    }
  });

  it("writes every month's long date as Intl.DateTimeFormat does", () => {
    const intl = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 28]) {
        const date = new Date(Date.UTC(2027, month, day, 23, 59));
        expect(formatDate(date, format)).toBe(intl.format(date));
      }
    }
  });
});

describe("en", () => {
  const format = LOCALE_FORMATS.en;

  // English keeps the spec's symbols and a plain space (product.md §9). Where its symbol is not
  // Intl's, the amount must read as Intl writes a currency whose symbol ends the same way.
  it.each(supportedCurrencies)("writes %s as Intl does, with the spec's symbol", (currency) => {
    const { symbol, digits } = currencyInfo(currency);
    const model =
      intlSymbol(currency) === symbol ? currency : /\p{S}$/u.test(symbol) ? "USD" : "CHF";
    for (const amount of AMOUNTS) {
      const expected = intlMoney("en", amount, model, digits)
        .replace(intlSymbol(model), symbol)
        .replace(/\u00a0/g, " ");
      expect(formatMoney(amount, currency, format)).toBe(expected);
    }
  });

  it("writes long dates as Intl does", () => {
    const date = new Date(Date.UTC(2024, 1, 29));
    expect(formatDate(date, format)).toBe("February 29, 2024");
  });
});

function intlSymbol(currency: string): string {
  const parts = new Intl.NumberFormat("en", { style: "currency", currency }).formatToParts(1);
  return parts.find((part) => part.type === "currency")?.value ?? currency;
}

it("no two currencies share a symbol in any language, so a buyer never mistakes one", () => {
  for (const locale of SUPPORTED_LOCALES) {
    const symbols = supportedCurrencies.map(
      (currency) => LOCALE_FORMATS[locale].currency.symbols[currency] ?? currency,
    );
    expect(new Set(symbols).size, locale).toBe(symbols.length);
  }
});

it.each(SUPPORTED_LOCALES)(
  "%s picks plural forms as make-plural's CLDR rules do",
  async (locale) => {
    const { plural } = await import(`../packages/core/src/i18n/formats/${locale}.ts`);
    // biome-ignore lint/performance/noDynamicNamespaceImportAccess: a build step reads every rule
    const rule = cardinals[pluralRuleName(locale)];
    for (let count = 0; count <= 1000; count++)
      expect(plural(count), String(count)).toBe(rule(count));
  },
);
