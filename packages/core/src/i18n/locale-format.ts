import type { Locale } from "./locales";

/**
 * How one language writes money and dates, generated from Node's ICU by
 * `npm run locales:formats` (docs/decisions/105) so the page formats with string operations.
 */
export interface LocaleFormat {
  locale: Locale;
  number: {
    decimal: string;
    group: string;
    /** Digits in the group next to the decimal separator, then in every group before it. */
    primaryGroup: number;
    secondaryGroup: number;
    /** 2 where "1234" stays ungrouped and "12 345" is grouped, as Spanish and Polish write. */
    minimumGroupingDigits: number;
  };
  currency: {
    /** "¤" stands for the symbol and "#" for the number, with the language's marks around them. */
    positive: string;
    negative: string;
    /** Put between a symbol that ends (or starts) with a letter and the digits beside it. */
    spacing: string;
    /** Symbols that differ from the ISO code; every other currency is written by its code. */
    symbols: Readonly<Record<string, string>>;
  };
  date: {
    /** A long date, with "{day}", "{month}" and "{year}" in the language's order. */
    long: string;
    /** The twelve month names in the form the long date uses ("grudnia", not "grudzień"). */
    months: readonly string[];
  };
}
