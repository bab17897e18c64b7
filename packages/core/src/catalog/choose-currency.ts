import countryToCurrency from "country-to-currency";

/** What tells the page which currency a buyer pays in, strongest first. */
export interface CurrencySignals {
  /** `?currency=` in the page's address. */
  requested?: string | null | undefined;
  /** The buyer's earlier choice from the currency menu. */
  remembered?: string | null | undefined;
  /** Countries the request points to, most telling first: its language's region, the card's. */
  countries?: readonly (string | null | undefined)[];
}

/**
 * The currency an option or a product is shown and sold in, of those it sells in (`offered`,
 * its first currency first): the address's `?currency=`, then the buyer's remembered choice,
 * then the currency of the first country the request points to, each only where it is
 * offered; else the first (docs/decisions/160).
 */
export function chooseCurrency(
  signals: CurrencySignals,
  offered: readonly string[],
): string | null {
  const byCountry = (signals.countries ?? []).map(currencyOfCountry);
  const wanted = [signals.requested, signals.remembered, ...byCountry];
  return wanted.find((code) => code != null && offered.includes(code)) ?? offered[0] ?? null;
}

/** The currency most used in a country (ISO 3166-1 alpha-2, any case); null if unknown. */
export function currencyOfCountry(country: string | null | undefined): string | null {
  if (!country) return null;
  const code = country.toUpperCase() as keyof typeof countryToCurrency;
  return Object.hasOwn(countryToCurrency, code) ? countryToCurrency[code] : null;
}
