export { addInterval } from "./add-interval";
export { amountDueToday } from "./amount-due-today";
export { type BillingCycle, billingPeriod } from "./billing-period";
export { durationText } from "./duration-text";
export { formatDate } from "./format-date";
export { intervalLabel } from "./interval-label";
export { isTrialOption, type TrialFields } from "./is-trial-option";
export { isTrialProduct } from "./is-trial-product";
export { optionPriceText } from "./option-price-text";
export {
  type PricedOption,
  type PricingView,
  type PricingViewInput,
  pricingView,
  type SwitchingInput,
} from "./pricing-view";
export {
  prorateSwitch,
  type SwitchNow,
  type SwitchNowInput,
  type SwitchPlan,
} from "./prorate-switch";
export { renewalDate } from "./renewal-date";
export { DEFAULT_RENEWAL_RETRY_DAYS } from "./renewal-retry-days";
export { sortOptionsByPrice } from "./sort-options-by-price";
export {
  type SwitchQuote,
  type SwitchTiming,
  switchDueToday,
  switchNextCharge,
  switchTakesEffect,
} from "./switch-terms";
export { trialEnd } from "./trial-end";
