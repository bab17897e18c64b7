import type { Interval } from "../catalog/entities";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Moves a date forward in UTC, keeping the time of day. A month or year that lands past the end
 * of a shorter month clamps to its last day (Jan 31 + 1 month = Feb 28 or 29), as calendars do,
 * rather than spilling into the next month as Date.setUTCMonth would.
 */
export function addInterval(date: Date, quantity: number, interval: Interval): Date {
  if (interval === "day" || interval === "week") {
    const days = interval === "day" ? quantity : quantity * 7;
    return new Date(date.getTime() + days * DAY_MS);
  }
  const months = interval === "month" ? quantity : quantity * 12;
  const monthIndex = date.getUTCMonth() + months;
  const lastDayOfTarget = new Date(Date.UTC(date.getUTCFullYear(), monthIndex + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(
    date.getUTCFullYear(),
    monthIndex,
    Math.min(date.getUTCDate(), lastDayOfTarget),
  );
  return result;
}
