import type { ProductOption } from "../catalog/entities";

/**
 * product.md §9: product options by price, cheapest first. A custom-amount option (price null) has no
 * price to compare, so it goes last. Equal prices keep their catalog order (the sort is stable).
 */
export function sortOptionsByPrice<T extends Pick<ProductOption, "price">>(
  options: readonly T[],
): T[] {
  return [...options].sort((a, b) => {
    if (a.price === null || b.price === null) {
      return (a.price === null ? 1 : 0) - (b.price === null ? 1 : 0);
    }
    return a.price - b.price;
  });
}
