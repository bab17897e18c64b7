import { type DiscountTerms, discountMinor } from "./discount-amount";
import type { DiscountLength } from "./discount-duration";

/** A coupon's restrictions, as the purchase checks them. */
export interface CouponRules extends DiscountTerms, DiscountLength {
  maxRedemptions: number | null;
  maxRedemptionsPerCustomer: number | null;
  redeemBy: Date | null;
  firstTimeOnly: boolean;
  /** The least price, in minor units per currency, the coupon applies to. */
  minimumAmounts: Readonly<Record<string, number>> | null;
  /** The options it applies to; null for all of the creator's options. */
  productOptionIds: readonly string[] | null;
}

export interface RedemptionAttempt {
  productOptionId: string;
  currency: string;
  /** The price the discount would come off (the option's, or the buyer's own amount). */
  priceMinor: number;
  now: Date;
  /** Redemptions of the coupon held now (reserved or redeemed), by anyone. */
  redemptions: number;
  /** Redemptions of the coupon held now by this buyer. */
  customerRedemptions: number;
  /** Whether this buyer ever paid this creator anything. */
  buyerHasPaid: boolean;
  /** Whether the code itself is active. */
  codeActive: boolean;
}

export type CouponRefusal =
  | "inactive"
  | "expired"
  | "used_up"
  | "used_up_for_customer"
  | "not_first_time"
  | "other_option"
  | "other_currency"
  | "below_minimum";

/**
 * Why a coupon cannot be used for this purchase, or null when it can. The buyer is never told
 * which (docs/decisions/095): every reason gets CODE_REFUSED_MESSAGE, so codes and their
 * restrictions cannot be found out by trying.
 */
export function couponRefusal(
  rules: CouponRules,
  attempt: RedemptionAttempt,
): CouponRefusal | null {
  if (!attempt.codeActive) return "inactive";
  if (rules.redeemBy !== null && attempt.now.getTime() >= rules.redeemBy.getTime())
    return "expired";
  if (rules.maxRedemptions !== null && attempt.redemptions >= rules.maxRedemptions)
    return "used_up";
  if (
    rules.maxRedemptionsPerCustomer !== null &&
    attempt.customerRedemptions >= rules.maxRedemptionsPerCustomer
  ) {
    return "used_up_for_customer";
  }
  if (rules.firstTimeOnly && attempt.buyerHasPaid) return "not_first_time";
  if (
    rules.productOptionIds !== null &&
    !rules.productOptionIds.includes(attempt.productOptionId)
  ) {
    return "other_option";
  }
  if (discountMinor(attempt.priceMinor, attempt.currency, rules) === null) return "other_currency";
  const minimum = rules.minimumAmounts?.[attempt.currency];
  if (minimum !== undefined && attempt.priceMinor < minimum) return "below_minimum";
  return null;
}
