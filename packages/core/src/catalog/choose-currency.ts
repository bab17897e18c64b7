import countryToCurrency from "country-to-currency";
import type { ProductOption } from "./entities";
import { optionCurrencies } from "./option-prices";

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
 * The currency an option is shown and sold in: the address's `?currency=`, then the buyer's
 * remembered choice, then the currency of the first country the request points to, each only
 * where the option sells in it; else the option's first currency (docs/decisions/160).
 */
export function chooseCurrency(
  signals: CurrencySignals,
  option: Pick<ProductOption, "currency" | "prices">,
): string {
  const offered = optionCurrencies(option);
  const byCountry = (signals.countries ?? []).map(currencyOfCountry);
  const wanted = [signals.requested, signals.remembered, ...byCountry];
  return wanted.find((code) => code != null && offered.includes(code)) ?? option.currency;
}

/** The currency most used in a country (ISO 3166-1 alpha-2, any case); null if unknown. */
export function currencyOfCountry(country: string | null | undefined): string | null {
  if (!country) return null;
  const code = country.toUpperCase() as keyof typeof countryToCurrency;
  return Object.hasOwn(countryToCurrency, code) ? countryToCurrency[code] : null;
}
