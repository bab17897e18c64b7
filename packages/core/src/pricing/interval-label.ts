import type { Interval } from "../catalog/entities";
import { t } from "../i18n/active-catalog";

// product.md §9 names monthly, annually and daily; weekly is ours, for the week interval it also lists.
const labels = {
  day: "pricing.interval.day",
  week: "pricing.interval.week",
  month: "pricing.interval.month",
  year: "pricing.interval.year",
} as const satisfies Record<Interval, string>;

/** "monthly" for a monthly option; null for a one-time option. */
export function intervalLabel(interval: Interval): string;
export function intervalLabel(interval: Interval | null): string | null;
export function intervalLabel(interval: Interval | null): string | null {
  return interval === null ? null : t(labels[interval]);
}
