import type { Interval } from "../catalog";

/** product.md §9: quantity plus interval, pluralised unless 1: "1 month", "14 days". */
export function durationText(quantity: number, interval: Interval): string {
  return `${quantity} ${interval}${quantity === 1 ? "" : "s"}`;
}
