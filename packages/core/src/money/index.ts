export {
  type CurrencyInfo,
  currencyInfo,
  DEFAULT_CURRENCY,
  isSupportedCurrency,
  supportedCurrencies,
} from "./currencies";
export {
  customAmountStep,
  customAmountStepMinor,
  isOnCustomAmountStep,
  LARGEST_AMOUNT_MINOR,
  maximumCustomAmountMinor,
  minimumCustomAmountMinor,
  settleCustomAmount,
} from "./custom-amount";
export { formatAmountInput } from "./format-amount-input";
export { currencySymbol, formatMoney } from "./format-money";
export { parseCustomAmount } from "./parse-custom-amount";
export { stripeAmount } from "./stripe-amount";
