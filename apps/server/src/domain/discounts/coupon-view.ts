import type { couponRedemptions, coupons, promotionCodes } from "../../db/schema";

type Coupon = typeof coupons.$inferSelect;
type Code = typeof promotionCodes.$inferSelect;

/** A code as the publisher API shows it, with the orders that hold it. */
export function promotionCodeView(code: Code, redemptions: number) {
  return {
    id: code.id,
    code: code.code,
    active: code.active,
    redemptions,
    created_at: code.created_at.toISOString(),
  };
}

/** A coupon's terms in the API's and the catalog file's words: percent_off in percent, as given. */
export function couponTerms(coupon: Coupon) {
  return {
    id: coupon.id,
    name: coupon.name,
    percent_off: coupon.percent_off === null ? null : coupon.percent_off / 100,
    amounts_off: coupon.amounts_off,
    duration: coupon.duration,
    duration_in_months: coupon.duration_in_months,
    max_redemptions: coupon.max_redemptions,
    max_redemptions_per_customer: coupon.max_redemptions_per_customer,
    redeem_by: coupon.redeem_by?.toISOString() ?? null,
    first_time_only: coupon.first_time_only,
    minimum_amounts: coupon.minimum_amounts,
    product_option_ids: coupon.product_option_ids,
  };
}

/** A coupon as the publisher API shows it, with how often it was redeemed and its codes. */
export function couponView(
  coupon: Coupon,
  codes: ReadonlyArray<{ code: Code; redemptions: number }>,
) {
  return {
    ...couponTerms(coupon),
    times_redeemed: coupon.times_redeemed,
    codes: codes.map(({ code, redemptions }) => promotionCodeView(code, redemptions)),
    created_at: coupon.created_at.toISOString(),
  };
}

export type CouponRedemption = typeof couponRedemptions.$inferSelect;
