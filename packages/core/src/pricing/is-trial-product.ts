import type { Product } from "../catalog/entities";
import { isTrialOption, type TrialFields } from "./is-trial-option";
import { sortOptionsByPrice } from "./sort-options-by-price";

interface TrialProductFields {
  type: Product["type"];
  options: ReadonlyArray<TrialFields & { price: number | null }>;
}

/**
 * product.md §1: "trial (a subscription whose first option has a trial quantity)". First means first
 * as shown, and the page shows options sorted by price (product.md §9).
 */
export function isTrialProduct(product: TrialProductFields): boolean {
  const [first] = sortOptionsByPrice(product.options);
  return product.type === "subscription" && first !== undefined && isTrialOption(first);
}
