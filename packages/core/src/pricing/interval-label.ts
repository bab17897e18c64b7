import type { Interval } from "../catalog";

// product.md §9 names monthly, annually and daily; weekly is ours, for the week interval it also lists.
const labels: Record<Interval, string> = {
  day: "daily",
  week: "weekly",
  month: "monthly",
  year: "annually",
};

/** "monthly" for a monthly option; null for a one-time option. */
export function intervalLabel(interval: Interval): string;
export function intervalLabel(interval: Interval | null): string | null;
export function intervalLabel(interval: Interval | null): string | null {
  return interval === null ? null : labels[interval];
}
