import type { ProductOption } from "../catalog";
import { addInterval } from "./add-interval";

/**
 * product.md §9: "today plus 30 days for monthly, 365 otherwise". The spec's rule was written for
 * monthly and yearly options; a daily or weekly one renews after its own interval, since a
 * weekly buyer told "next year" would be misled (docs/decisions/006-renewal-date.md). It is
 * the date shown, not the billing date, which the server owns. A one-time option never renews.
 */
export function renewalDate(option: Pick<ProductOption, "interval">, now: Date): Date | null {
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
