import type { Interval, ProductOption } from "../catalog/entities";

export type TrialFields = Pick<ProductOption, "trial_quantity" | "trial_interval">;

/**
 * An option with a trial (product.md §1: a trial quantity). The catalog schema keeps trial_quantity
 * and trial_interval together, so checking both changes no answer; it lets callers use the
 * interval without a null check.
 */
export function isTrialOption<T extends TrialFields>(
  option: T,
): option is T & { trial_quantity: number; trial_interval: Interval } {
  return option.trial_quantity !== null && option.trial_interval !== null;
}
