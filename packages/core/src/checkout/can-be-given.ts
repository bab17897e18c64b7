import type { ProductType } from "../catalog";

/**
 * What a gift can buy (docs/decisions/033): one term of an option with a fixed price. A
 * donation, or an amount the buyer chooses, is the giver's own gesture and has nothing to redeem.
 */
export function canBeGiven({
  productType,
  price,
}: {
  productType: ProductType | string;
  price: number | null;
}): boolean {
  return price !== null && productType !== "donation";
}
