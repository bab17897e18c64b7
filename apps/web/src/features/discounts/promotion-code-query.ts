import type { AppliedDiscount, discountedPricing } from "@creator-checkout/core/discounts";
import type { UseQueryResult } from "@tanstack/react-query";

/**
 * What the check of a promotion code is asked and answers, and the key its answer is kept
 * under: the hook, the check and the summary's parts all read them here, so none of them
 * imports another for it.
 */
export interface CodeToCheck {
  publisherId: string;
  productOptionId: string;
  /** Integer minor units, only for an option whose buyer chooses the amount (principle P7). */
  customPriceMinor: number | null;
  code: string;
}

/** A code the server accepted for an option, and core's rule that prices with it. */
export interface AcceptedCode {
  discount: AppliedDiscount;
  discountedPricing: typeof discountedPricing;
}

/** The check of the code in the address, as the summary reads it. */
export type PromotionCodeQuery = UseQueryResult<AcceptedCode>;

export const promotionCodeKey = ({
  publisherId,
  productOptionId,
  customPriceMinor,
  code,
}: CodeToCheck) =>
  ["promotion-code", publisherId, productOptionId, customPriceMinor, code.toUpperCase()] as const;
