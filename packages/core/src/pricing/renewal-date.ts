import type { ProductOption } from "../catalog";
import { addInterval } from "./add-interval";
import { trialEnd } from "./trial-end";

type RenewalOption = Pick<ProductOption, "interval" | "trial_quantity" | "trial_interval">;

/**
 * The date the summary's "Renews on" line names for an option bought `now`.
 *
 * Whenever a trial applies it is the trial's end, the date of the first charge: a trial that
 * ends on December 10 beside "Renews on December 26" would contradict itself
 * (docs/decisions/064).
 *
 * Without a trial, product.md §9: "today plus 30 days for monthly, 365 otherwise". The spec's
 * rule was written for monthly and yearly options; a daily or weekly one renews after its own
 * interval, since a weekly buyer told "next year" would be misled
 * (docs/decisions/006-renewal-date.md). It is the date shown, not the billing date, which the
 * server owns. A one-time option never renews.
 */
export function renewalDate(option: RenewalOption, now: Date): Date | null {
  const firstCharge = trialEnd(option, now);
  if (firstCharge !== null) return firstCharge;
  switch (option.interval) {
    case null:
      return null;
    case "month":
      return addInterval(now, 30, "day");
    case "year":
      return addInterval(now, 365, "day");
    default:
      return addInterval(now, 1, option.interval);
  }
}
