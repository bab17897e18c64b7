import type { ProductOption } from "../catalog/entities";
import { addInterval } from "./add-interval";
import { isTrialOption } from "./is-trial-option";

type TrialEndOption = Pick<ProductOption, "interval" | "trial_quantity" | "trial_interval">;

/**
 * When a trial bought `now` ends: the date of its first charge, at the option's price. Null
 * for an option without a trial, and for a one-time option, which has no period to try. The
 * page's summary and the server's new subscription both read it here.
 */
export function trialEnd(option: TrialEndOption, now: Date): Date | null {
  if (option.interval === null || !isTrialOption(option)) return null;
  return addInterval(now, option.trial_quantity, option.trial_interval);
}
