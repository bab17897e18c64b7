import { t } from "../i18n/active-catalog";
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
    return t("pricing.price.anyAmountFrom", {
      amount: formatMoney(minimumCustomAmountMinor(currency), currency),
    });
  }
  const price = formatMoney(option.price, currency);
  const term =
    option.interval === null
      ? price
      : option.interval_quantity === 1
        ? t("pricing.price.perInterval", { price, interval: intervalLabel(option.interval) })
        : t("pricing.price.everyDuration", {
            price,
            duration: durationText(option.interval_quantity, option.interval),
          });
  if (!isTrialOption(option) || option.interval === null) return term;
  const length = durationText(option.trial_quantity, option.trial_interval);
  const trialPrice = option.trial_price ?? 0;
  return trialPrice === 0
    ? t("pricing.price.trialFree", { length, term })
    : t("pricing.price.trialPaid", { length, term, trialPrice: formatMoney(trialPrice, currency) });
}
