import type { ProductOption } from "../catalog/entities";
import { isTrialOption } from "./is-trial-option";

type DueTodayOption = Pick<ProductOption, "trial_quantity" | "trial_interval" | "trial_price">;

/**
 * What a buyer pays today for an option, before any proration: the trial's price while a trial
 * starts (nothing for a free one), otherwise the option's price or the buyer's own amount. The
 * page's summary and the server's charge both read it here.
 */
export function amountDueToday(option: DueTodayOption, priceMinor: number): number {
  return isTrialOption(option) ? (option.trial_price ?? 0) : priceMinor;
}
