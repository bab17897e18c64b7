import type { ProductOption } from "./entities";

// An option sells in its first currency (`price`, `currency`) and in each of `prices`; the
// page, the price preview and the purchase all read an option through `optionInCurrency`, so
// each sees the one option the buyer is shown (docs/decisions/160).

type Priced = Pick<
  ProductOption,
  "currency" | "price" | "trial_price" | "trial_currency" | "max_custom_price" | "prices"
>;

/** The currencies an option sells in, its first currency first. */
export function optionCurrencies(option: Pick<Priced, "currency" | "prices">): string[] {
  return [option.currency, ...option.prices.map((entry) => entry.currency)];
}

/**
 * The option as a buyer paying in `currency` sees it: its price, trial price and largest custom
 * amount in that currency, and `currency` its currency. Null when the option is not sold in it.
 */
export function optionInCurrency<Option extends Priced>(
  option: Option,
  currency: string,
): Option | null {
  if (currency === option.currency) return option;
  const entry = option.prices.find((price) => price.currency === currency);
  if (!entry) return null;
  return {
    ...option,
    currency,
    price: entry.price,
    trial_price: entry.trial_price,
    trial_currency: option.trial_currency === null ? null : currency,
    max_custom_price: entry.max_custom_price,
  };
}

/** The currencies any of the options sells in, in the order they first appear. */
export function productCurrencies(options: readonly Pick<Priced, "currency" | "prices">[]) {
  return [...new Set(options.flatMap(optionCurrencies))];
}

/**
 * Every option in `currency` where it sells in it; an option that does not keeps its first
 * currency, so a product is never shown without a price.
 */
export function optionsInCurrency<Option extends Priced>(
  options: readonly Option[],
  currency: string,
): Option[] {
  return options.map((option) => optionInCurrency(option, currency) ?? option);
}
