export interface CurrencyInfo {
  code: string;
  symbol: string;
  /** ISO 4217 minor-unit digits: how many decimal places one major unit has. */
  digits: 0 | 2 | 3;
}

/** product.md §9: the currency of an option that names none. */
export const DEFAULT_CURRENCY = "USD";

// Symbols are what Intl shows a US reader (CLDR en-US), so the many dollars stay apart ("CA$",
// "A$"). Where CLDR falls back to the ISO code but the currency has a currency sign of its own
// that no other currency here uses ("₴", "₦"), that sign is used. A buyer must never mistake
// the currency, so no two currencies share a symbol. Digits are ISO 4217, the unit payment
// providers count in; for a few (HUF, IDR, PKR, COP) that differs from CLDR's display digits.
// Written as lists rather than one object a currency: the page carries this table in its first
// download, and the lists are a third of the size.
const CODES = (
  "AED AMD AOA ARS AUD AZN BBD BDT BHD BIF BMD BND BOB BRL BSD BWP BZD CAD CHF CLP CNY " +
  "COP CRC CVE CZK DJF DKK DOP DZD EGP ETB EUR FJD GBP GEL GHS GNF GTQ GYD HKD HNL HUF " +
  "IDR ILS INR ISK JMD JOD JPY KES KMF KRW KWD KYD KZT LKR MAD MGA MNT MUR MXN MYR MZN " +
  "NAD NGN NIO NOK NPR NZD OMR PEN PHP PKR PLN PYG QAR RON RSD RWF SAR SEK SGD SRD THB " +
  "TND TRY TTD TWD TZS UAH UGX USD UYU VND VUV XAF XCD XOF XPF ZAR ZMW"
).split(" ");

const ZERO_DIGITS: ReadonlySet<string> = new Set([
  "BIF",
  "CLP",
  "DJF",
  "GNF",
  "ISK",
  "JPY",
  "KMF",
  "KRW",
  "PYG",
  "RWF",
  "UGX",
  "VND",
  "VUV",
  "XAF",
  "XOF",
  "XPF",
]);
const THREE_DIGITS: ReadonlySet<string> = new Set(["BHD", "JOD", "KWD", "OMR", "TND"]);

/** English's symbols where they are not the ISO code itself; every other currency shows its code. */
export const ENGLISH_SYMBOLS: Readonly<Record<string, string>> = {
  AMD: "֏",
  AUD: "A$",
  AZN: "₼",
  BDT: "৳",
  BRL: "R$",
  CAD: "CA$",
  CNY: "CN¥",
  CRC: "₡",
  EGP: "E£",
  EUR: "€",
  GBP: "£",
  GEL: "₾",
  GHS: "GH₵",
  HKD: "HK$",
  ILS: "₪",
  INR: "₹",
  JPY: "¥",
  KRW: "₩",
  KZT: "₸",
  MNT: "₮",
  MXN: "MX$",
  NGN: "₦",
  NIO: "C$",
  NZD: "NZ$",
  PHP: "₱",
  PYG: "₲",
  THB: "฿",
  TRY: "₺",
  TWD: "NT$",
  UAH: "₴",
  USD: "$",
  VND: "₫",
  XAF: "FCFA",
  XCD: "EC$",
  XOF: "F CFA",
  XPF: "CFPF",
};

const byCode = new Map(
  CODES.map((code): [string, CurrencyInfo] => [
    code,
    {
      code,
      symbol: ENGLISH_SYMBOLS[code] ?? code,
      digits: ZERO_DIGITS.has(code) ? 0 : THREE_DIGITS.has(code) ? 3 : 2,
    },
  ]),
);

/** ISO 4217 codes of every currency the page can show, in alphabetical order. */
export const supportedCurrencies: readonly string[] = CODES;

export function isSupportedCurrency(code: string): boolean {
  return byCode.has(code);
}

/** Throws a RangeError for a code outside the table, so a typo never shows as dollars. */
export function currencyInfo(code: string): CurrencyInfo {
  const info = byCode.get(code);
  if (!info) {
    throw new RangeError(`Unsupported currency: ${code}`);
  }
  return info;
}
