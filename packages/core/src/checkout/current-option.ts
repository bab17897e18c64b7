/** The buyer's current product option, from the purchase history (product.md §3). */
export interface CurrentOption {
  product_option_id: string;
  status: string;
}

/** product.md §4: a CANCELED subscription counts as no current subscription. */
export function hasCurrentOption(
  current: CurrentOption | null | undefined,
): current is CurrentOption {
  return current != null && current.status !== "CANCELED";
}
