export {
  type CouponRefusal,
  type CouponRules,
  couponRefusal,
  type RedemptionAttempt,
} from "./coupon-refusal";
export {
  ALL_OF_IT_HUNDREDTHS,
  type DiscountTerms,
  discountedPriceMinor,
  discountMinor,
  discountStepMinor,
} from "./discount-amount";
export {
  type DiscountDuration,
  type DiscountLength,
  discountCoversNewCycle,
  discountCoversPeriod,
  discountDurations,
  discountLengthText,
} from "./discount-duration";
export {
  type AppliedDiscount,
  type DiscountedPricing,
  type DiscountLine,
  discountedPricing,
} from "./discounted-pricing";
export {
  CODE_REFUSED_MESSAGE,
  CODE_SHAPE_MESSAGE,
  GENERATED_CODE_ALPHABET,
  GENERATED_CODE_LENGTH,
  generatePromotionCode,
  normalizePromotionCode,
  PROMOTION_CODE_MAX_LENGTH,
  PROMOTION_CODE_MIN_LENGTH,
} from "./promotion-code";
