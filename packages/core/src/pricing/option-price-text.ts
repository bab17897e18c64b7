import { minimumCustomAmountMinor } from "../money/custom-amount";
import { formatMoney } from "../money/format-money";
import { durationText } from "./duration-text";
import { intervalLabel } from "./interval-label";
import { isTrialOption } from "./is-trial-option";
import type { PricedOption } from "./pricing-view";

/**
 * An option's price in one line, for a list of everything a creator sells: "$8 monthly",
 * "14 days free, then $8 monthly", "$80 every 2 years", "CHF 5", "Any amount from CHF 1".
 */
export function optionPriceText(option: PricedOption): string {
  const { currency } = option;
  if (option.price === null) {
    return `Any amount from ${formatMoney(minimumCustomAmountMinor(currency), currency)}`;
  }
  const price = formatMoney(option.price, currency);
  const term =
    option.interval === null
      ? price
      : option.interval_quantity === 1
        ? `${price} ${intervalLabel(option.interval)}`
        : `${price} every ${durationText(option.interval_quantity, option.interval)}`;
  if (!isTrialOption(option) || option.interval === null) return term;
  const length = durationText(option.trial_quantity, option.trial_interval);
  const trialPrice = option.trial_price ?? 0;
  const trial =
    trialPrice === 0 ? `${length} free` : `${length} for ${formatMoney(trialPrice, currency)}`;
  return `${trial}, then ${term}`;
}
