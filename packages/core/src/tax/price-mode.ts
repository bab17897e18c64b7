import type { CountryCode } from "./tax-countries";
import type { TaxInclusion } from "./tax-split";

/** How a creator means their prices: with the tax in, without it, or as the buyer's country is used to. */
export const PRICE_MODES = ["inclusive", "exclusive", "location"] as const;
export type PriceMode = (typeof PRICE_MODES)[number];

// Where shoppers are used to seeing tax added at the till: sales taxes (US), GST/HST/PST
// (Canada) and GST (India) are quoted on top of the price. Everywhere else a consumer price
// includes its tax. The issue names these three.
const TAX_ADDED_AT_THE_TILL: ReadonlySet<CountryCode> = new Set(["US", "CA", "IN"]);

/** Whether a price holds its tax for a buyer in `buyerCountry`, under the creator's mode. */
export function taxInclusionFor(mode: PriceMode, buyerCountry: CountryCode): TaxInclusion {
  if (mode !== "location") return mode;
  return TAX_ADDED_AT_THE_TILL.has(buyerCountry) ? "exclusive" : "inclusive";
}
