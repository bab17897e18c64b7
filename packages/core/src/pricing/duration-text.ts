import type { Interval } from "../catalog/entities";
import { t } from "../i18n/active-catalog";

const units = {
  day: "pricing.duration.day",
  week: "pricing.duration.week",
  month: "pricing.duration.month",
  year: "pricing.duration.year",
} as const satisfies Record<Interval, string>;

/** product.md §9: quantity plus interval, in the language's plural form: "1 month", "14 days". */
export function durationText(quantity: number, interval: Interval): string {
  return t(units[interval], { count: quantity });
}
