/** product.md §4 "Switch mode choices": "Switch Now" or "Switch Later". */
export type SwitchTiming = "now" | "later";

/**
 * What the server's proration lookup (product.md §3) says about one switch, in the terms the
 * rules below need. The page reads it from `GET /api/purchase/switch/{id}`; the server makes it
 * from the subscription and `prorateSwitch`.
 */
export interface SwitchQuote {
  /** Switching now is possible (docs/decisions/031: never when it would leave a credit). */
  payNow: boolean;
  /** What switching now charges today, in minor units. */
  prorateAmountMinor: number;
  /** When the period a switch now pays for ends: the first renewal after switching now. */
  nowPeriodEnd: Date;
  /** When the current period ends: a switch later takes effect then. */
  currentPeriodEnd: Date;
}

/**
 * The moment a switch takes effect: now for "Switch Now"; the end of the current period for
 * "Switch Later", when the renewal applies the queued option (docs/decisions/031). Never the
 * end of the period a switch now would pay for, which is a year away for a monthly subscriber
 * looking at a yearly option.
 */
export function switchTakesEffect(
  timing: SwitchTiming,
  { now, currentPeriodEnd }: { now: Date; currentPeriodEnd: Date },
): Date {
  return timing === "now" ? now : currentPeriodEnd;
}

/**
 * What a switch charges today for the choice made: the prorated amount for "Switch Now",
 * nothing for "Switch Later". Null when nothing would be charged because nothing can be done
 * yet: no choice made, or "Switch Now" where switching now is not possible. The summary's
 * "Due today" shows no figure then, and the server refuses such a switch.
 */
export function switchDueToday(
  timing: SwitchTiming | null,
  quote: Pick<SwitchQuote, "payNow" | "prorateAmountMinor">,
): number | null {
  if (timing === "later") return 0;
  if (timing === "now" && quote.payNow) return quote.prorateAmountMinor;
  return null;
}

/**
 * The next charge after a switch, at the new option's price: the end of the period a switch now
 * paid for, or, switching later, the day the switch takes effect. Null before a choice, and for
 * "Switch Now" where it is not possible.
 */
export function switchNextCharge(timing: SwitchTiming | null, quote: SwitchQuote): Date | null {
  if (timing === "later") return quote.currentPeriodEnd;
  if (timing === "now" && quote.payNow) return quote.nowPeriodEnd;
  return null;
}
