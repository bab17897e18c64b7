import type { Interval } from "../catalog/entities";
import { t } from "../i18n/active-catalog";
import { addInterval } from "../pricing/add-interval";
import { type BillingCycle, billingPeriod } from "../pricing/billing-period";
import { durationText } from "../pricing/duration-text";

export const discountDurations = ["once", "repeating", "forever"] as const;
export type DiscountDuration = (typeof discountDurations)[number];

export interface DiscountLength {
  duration: DiscountDuration;
  /** Months the discount lasts for `repeating`; null otherwise. */
  durationInMonths: number | null;
}

/**
 * Whether the discount takes its share off period `n` of a subscription (docs/decisions/093).
 * Periods count from the first charge of the option's price: the purchase itself, or a trial's
 * end (a trial's own price is never discounted). `once` covers period 0 only; `forever` every
 * period; `repeating` every period that starts within `durationInMonths` months of period 0, so
 * "3 months" is three monthly payments, and one yearly payment.
 */
export function discountCoversPeriod(
  length: DiscountLength,
  cycle: BillingCycle,
  n: number,
): boolean {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`No period ${n}`);
  switch (length.duration) {
    case "once":
      return n === 0;
    case "forever":
      return true;
    case "repeating": {
      const months = length.durationInMonths ?? 0;
      const ends = addInterval(cycle.anchor, months, "month");
      return billingPeriod(cycle, n).start.getTime() < ends.getTime();
    }
  }
}

/**
 * Whether the discount still covers a new cycle begun at `at` by a switch to another interval
 * (docs/decisions/102): its periods start afresh there, so `once`, spent on period 0 of the
 * first cycle, does not; `forever` does; `repeating` does while `at` falls within its months of
 * the first cycle's anchor.
 */
export function discountCoversNewCycle(length: DiscountLength, anchor: Date, at: Date): boolean {
  switch (length.duration) {
    case "once":
      return false;
    case "forever":
      return true;
    case "repeating":
      return at.getTime() < addInterval(anchor, length.durationInMonths ?? 0, "month").getTime();
  }
}

/**
 * How long the discount lasts, as the summary line says it after the amount: "for 3 months",
 * "for 1 year", "forever" on a recurring option; nothing for `once` or a one-time purchase.
 */
export function discountLengthText(
  length: DiscountLength,
  interval: Interval | null,
): string | null {
  if (interval === null || length.duration === "once") return null;
  if (length.duration === "forever") return t("discounts.length.forever");
  const months = length.durationInMonths ?? 0;
  return months % 12 === 0
    ? t("discounts.length.for", { duration: durationText(months / 12, "year") })
    : t("discounts.length.for", { duration: durationText(months, "month") });
}
