import type { ProductType } from "../catalog";

/** Why the gift card shows no form: the server refuses such a gift with the same rule. */
export const NOT_GIFTABLE_TEXT =
  "Only a subscription or a pass with a set price can be given as a gift.";

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
