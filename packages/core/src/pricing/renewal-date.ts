import type { ProductOption } from "../catalog/entities";
import { billingPeriod } from "./billing-period";
import { trialEnd } from "./trial-end";

type RenewalOption = Pick<
  ProductOption,
  "interval" | "interval_quantity" | "trial_quantity" | "trial_interval"
>;

/**
 * The first charge after a purchase made `now`: the date the summary's "Renews on" line names
 * and the date the server's new subscription is due, read here by both (docs/decisions/142).
 *
 * Whenever a trial applies it is the trial's end (docs/decisions/064). Without one it is the end
 * of the first billing period, counted in calendar months or years as every renewal after it
 * is: bought on December 3, a monthly option renews on January 3, not "today plus 30 days"
 * (product.md §9), which would name January 2 for a charge made on January 3. A one-time
 * option never renews.
 */
export function renewalDate(option: RenewalOption, now: Date): Date | null {
  if (option.interval === null) return null;
  return (
    trialEnd(option, now) ??
    billingPeriod(
      { anchor: now, interval: option.interval, intervalQuantity: option.interval_quantity },
      0,
    ).end
  );
}
