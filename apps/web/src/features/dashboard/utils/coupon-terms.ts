import type * as api from "@creator-checkout/core/api-routes";
import { formatAmountInput } from "@creator-checkout/core/money";
import type { CallInput } from "@/lib/call-api";
import type { Coupon } from "../api/back-office";
import { type CouponDraft, type DraftErrors, readCouponDraft, redeemByDay } from "./coupon-form";
import type { CouponTerms } from "./coupon-labels";

// A coupon's terms changed while no order used it (docs/decisions/174): its form is the one
// that made it, filled with what it says now.

type Change = CallInput<typeof api.updateCoupon>["body"];

const perCurrency = (amounts: Readonly<Record<string, number>> | null, currencies: string[]) =>
  Object.fromEntries(
    [...new Set([...currencies, ...Object.keys(amounts ?? {})])].sort().map((currency) => {
      const amount = amounts?.[currency];
      return [currency, amount === undefined ? "" : formatAmountInput(amount, currency)];
    }),
  );

/** The coupon as the "Make a coupon" form would have held it, amounts in every catalog currency. */
export function couponDraftOf(
  coupon: CouponTerms & Pick<Coupon, "name">,
  currencies: string[],
): CouponDraft {
  const count = (value: number | null) => (value === null ? "" : String(value));
  return {
    name: coupon.name ?? "",
    kind: coupon.percent_off === null ? "amount" : "percent",
    percentOff: count(coupon.percent_off),
    amountsOff: perCurrency(coupon.amounts_off, currencies),
    duration: coupon.duration,
    months: count(coupon.duration_in_months),
    limit: count(coupon.max_redemptions),
    perBuyer: count(coupon.max_redemptions_per_customer),
    redeemBy: redeemByDay(coupon.redeem_by),
    firstTimeOnly: coupon.first_time_only,
    minimums: perCurrency(coupon.minimum_amounts, currencies),
    optionIds: coupon.product_option_ids,
    code: "",
  };
}

/**
 * What saving the terms sends: the terms whole, the limit, and the redeem-by day only where it
 * was changed, so that a time not at a day's end stays as it was.
 */
export function termsChange(
  draft: CouponDraft,
  readDay: string,
): { body: Change } | { errors: DraftErrors } {
  const reading = readCouponDraft({ ...draft, code: "" });
  if ("errors" in reading) return reading;
  const { name: _n, code: _c, max_redemptions, redeem_by, ...terms } = reading.body;
  return {
    body: {
      terms,
      max_redemptions: max_redemptions ?? null,
      ...(draft.redeemBy === readDay ? {} : { redeem_by: redeem_by ?? null }),
    },
  };
}
