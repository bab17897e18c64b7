import type { Interval } from "../catalog/entities";
import { formatMoney } from "../money/format-money";
import type { PricingView } from "../pricing/pricing-view";
import { type DiscountTerms, discountMinor } from "./discount-amount";
import { type DiscountLength, discountLengthText } from "./discount-duration";

/** A code the server accepted, with what it takes off and for how long. */
export interface AppliedDiscount extends DiscountTerms, DiscountLength {
  code: string;
}

/** The order summary's line for an applied code: "SAVE20", "−$4", "for 3 months". */
export interface DiscountLine {
  code: string;
  /** What it takes off the price, in minor units. */
  amountMinor: number;
  /** "−$4". */
  amountText: string;
  /** "for 3 months", "forever", or null where it takes off one payment only. */
  lengthText: string | null;
}

export type DiscountedPricing = PricingView & { discountLine: DiscountLine | null };

/**
 * The pricing view with an applied code (docs/decisions/092 and 093): Due today, Total after
 * trial and the next periods less the code's discount where it covers them, and the summary's
 * line. Kept apart from pricingView so that only a page with a code loads it (the first view's
 * script is at its budget). A trial's own price is never discounted; a switch keeps the
 * subscription's terms, so no code applies to it.
 */
export function discountedPricing(
  view: PricingView,
  {
    interval,
    discount,
    gift = false,
    switching = false,
  }: { interval: Interval | null; discount: AppliedDiscount; gift?: boolean; switching?: boolean },
): DiscountedPricing {
  const off = switching ? null : discountMinor(view.priceMinor, view.currency, discount);
  if (off === null) return { ...view, discountLine: null };
  const discounted = view.priceMinor - off;
  const nextPeriodText =
    discount.duration === "forever" && view.nextPeriodText !== null
      ? view.nextPeriodText.replace(
          formatMoney(view.priceMinor, view.currency),
          formatMoney(discounted, view.currency),
        )
      : view.nextPeriodText;
  return {
    ...view,
    dueTodayMinor: view.hasTrial ? view.dueTodayMinor : discounted,
    afterTrialMinor: view.hasTrial ? discounted : null,
    nextPeriodText,
    discountLine: {
      code: discount.code,
      amountMinor: off,
      amountText: `\u2212${formatMoney(off, view.currency)}`,
      lengthText: gift ? null : discountLengthText(discount, interval),
    },
  };
}
