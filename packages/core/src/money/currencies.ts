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
const currencies: readonly CurrencyInfo[] = [
  { code: "AED", symbol: "AED", digits: 2 },
  { code: "AMD", symbol: "֏", digits: 2 },
  { code: "AOA", symbol: "AOA", digits: 2 },
  { code: "ARS", symbol: "ARS", digits: 2 },
  { code: "AUD", symbol: "A$", digits: 2 },
  { code: "AZN", symbol: "₼", digits: 2 },
  { code: "BBD", symbol: "BBD", digits: 2 },
  { code: "BDT", symbol: "৳", digits: 2 },
  { code: "BHD", symbol: "BHD", digits: 3 },
  { code: "BIF", symbol: "BIF", digits: 0 },
  { code: "BMD", symbol: "BMD", digits: 2 },
  { code: "BND", symbol: "BND", digits: 2 },
  { code: "BOB", symbol: "BOB", digits: 2 },
  { code: "BRL", symbol: "R$", digits: 2 },
  { code: "BSD", symbol: "BSD", digits: 2 },
  { code: "BWP", symbol: "BWP", digits: 2 },
  { code: "BZD", symbol: "BZD", digits: 2 },
  { code: "CAD", symbol: "CA$", digits: 2 },
  { code: "CHF", symbol: "CHF", digits: 2 },
  { code: "CLP", symbol: "CLP", digits: 0 },
  { code: "CNY", symbol: "CN¥", digits: 2 },
  { code: "COP", symbol: "COP", digits: 2 },
  { code: "CRC", symbol: "₡", digits: 2 },
  { code: "CVE", symbol: "CVE", digits: 2 },
  { code: "CZK", symbol: "CZK", digits: 2 },
  { code: "DJF", symbol: "DJF", digits: 0 },
  { code: "DKK", symbol: "DKK", digits: 2 },
  { code: "DOP", symbol: "DOP", digits: 2 },
  { code: "DZD", symbol: "DZD", digits: 2 },
  { code: "EGP", symbol: "E£", digits: 2 },
  { code: "ETB", symbol: "ETB", digits: 2 },
  { code: "EUR", symbol: "€", digits: 2 },
  { code: "FJD", symbol: "FJD", digits: 2 },
  { code: "GBP", symbol: "£", digits: 2 },
  { code: "GEL", symbol: "₾", digits: 2 },
  { code: "GHS", symbol: "GH₵", digits: 2 },
  { code: "GNF", symbol: "GNF", digits: 0 },
  { code: "GTQ", symbol: "GTQ", digits: 2 },
  { code: "GYD", symbol: "GYD", digits: 2 },
  { code: "HKD", symbol: "HK$", digits: 2 },
  { code: "HNL", symbol: "HNL", digits: 2 },
  { code: "HUF", symbol: "HUF", digits: 2 },
  { code: "IDR", symbol: "IDR", digits: 2 },
  { code: "ILS", symbol: "₪", digits: 2 },
  { code: "INR", symbol: "₹", digits: 2 },
  { code: "ISK", symbol: "ISK", digits: 0 },
  { code: "JMD", symbol: "JMD", digits: 2 },
  { code: "JOD", symbol: "JOD", digits: 3 },
  { code: "JPY", symbol: "¥", digits: 0 },
  { code: "KES", symbol: "KES", digits: 2 },
  { code: "KMF", symbol: "KMF", digits: 0 },
  { code: "KRW", symbol: "₩", digits: 0 },
  { code: "KWD", symbol: "KWD", digits: 3 },
  { code: "KYD", symbol: "KYD", digits: 2 },
  { code: "KZT", symbol: "₸", digits: 2 },
  { code: "LKR", symbol: "LKR", digits: 2 },
  { code: "MAD", symbol: "MAD", digits: 2 },
  { code: "MGA", symbol: "MGA", digits: 2 },
  { code: "MNT", symbol: "₮", digits: 2 },
  { code: "MUR", symbol: "MUR", digits: 2 },
  { code: "MXN", symbol: "MX$", digits: 2 },
  { code: "MYR", symbol: "MYR", digits: 2 },
  { code: "MZN", symbol: "MZN", digits: 2 },
  { code: "NAD", symbol: "NAD", digits: 2 },
  { code: "NGN", symbol: "₦", digits: 2 },
  { code: "NIO", symbol: "C$", digits: 2 },
  { code: "NOK", symbol: "NOK", digits: 2 },
  { code: "NPR", symbol: "NPR", digits: 2 },
  { code: "NZD", symbol: "NZ$", digits: 2 },
  { code: "OMR", symbol: "OMR", digits: 3 },
  { code: "PEN", symbol: "PEN", digits: 2 },
  { code: "PHP", symbol: "₱", digits: 2 },
  { code: "PKR", symbol: "PKR", digits: 2 },
  { code: "PLN", symbol: "PLN", digits: 2 },
  { code: "PYG", symbol: "₲", digits: 0 },
  { code: "QAR", symbol: "QAR", digits: 2 },
  { code: "RON", symbol: "RON", digits: 2 },
  { code: "RSD", symbol: "RSD", digits: 2 },
  { code: "RWF", symbol: "RWF", digits: 0 },
  { code: "SAR", symbol: "SAR", digits: 2 },
  { code: "SEK", symbol: "SEK", digits: 2 },
  { code: "SGD", symbol: "SGD", digits: 2 },
  { code: "SRD", symbol: "SRD", digits: 2 },
  { code: "THB", symbol: "฿", digits: 2 },
  { code: "TND", symbol: "TND", digits: 3 },
  { code: "TRY", symbol: "₺", digits: 2 },
  { code: "TTD", symbol: "TTD", digits: 2 },
  { code: "TWD", symbol: "NT$", digits: 2 },
  { code: "TZS", symbol: "TZS", digits: 2 },
  { code: "UAH", symbol: "₴", digits: 2 },
  { code: "UGX", symbol: "UGX", digits: 0 },
  { code: "USD", symbol: "$", digits: 2 },
  { code: "UYU", symbol: "UYU", digits: 2 },
  { code: "VND", symbol: "₫", digits: 0 },
  { code: "VUV", symbol: "VUV", digits: 0 },
  { code: "XAF", symbol: "FCFA", digits: 0 },
  { code: "XCD", symbol: "EC$", digits: 2 },
  { code: "XOF", symbol: "F CFA", digits: 0 },
  { code: "XPF", symbol: "CFPF", digits: 0 },
  { code: "ZAR", symbol: "ZAR", digits: 2 },
  { code: "ZMW", symbol: "ZMW", digits: 2 },
];

const byCode = new Map(currencies.map((info) => [info.code, info]));

/** ISO 4217 codes of every currency the page can show, in alphabetical order. */
export const supportedCurrencies: readonly string[] = currencies.map((info) => info.code);

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
