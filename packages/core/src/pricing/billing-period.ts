import type { Interval } from "../catalog/entities";
import { addInterval } from "./add-interval";

export interface BillingCycle {
  /** Where period 0 starts: a trial's end, else the first payment. */
  anchor: Date;
  interval: Interval;
  intervalQuantity: number;
}

/**
 * Period `n` of a subscription, counted from its anchor. Each boundary is measured from the
 * anchor itself, never from the previous boundary, so a month-end anchor keeps its day as card
 * networks and Stripe do: 31 January renews on 28 (or 29) February, then on 31 March again,
 * not on 28 March.
 */
export function billingPeriod(cycle: BillingCycle, n: number): { start: Date; end: Date } {
  const boundary = (k: number) =>
    addInterval(cycle.anchor, k * cycle.intervalQuantity, cycle.interval);
  return { start: boundary(n), end: boundary(n + 1) };
}
