export { addInterval } from "./add-interval";
export { amountDueToday } from "./amount-due-today";
export { durationText } from "./duration-text";
export { formatDate } from "./format-date";
export { intervalLabel } from "./interval-label";
export { isTrialOption, type TrialFields } from "./is-trial-option";
export { isTrialProduct } from "./is-trial-product";
export {
  type PricedOption,
  type PricingView,
  type PricingViewInput,
  type Proration,
  pricingView,
} from "./pricing-view";
export { renewalDate } from "./renewal-date";
export { sortOptionsByPrice } from "./sort-options-by-price";
