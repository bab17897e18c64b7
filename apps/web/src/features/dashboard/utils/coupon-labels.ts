import { type DiscountDuration, discountLengthText } from "@creator-checkout/core/discounts";
import { formatMoney } from "@creator-checkout/core/money";
import { formatInstant } from "./back-office-labels";

// What the Discounts page says of a coupon, from the publisher API's view of it.

/** The fields of a coupon these lines read. */
export interface CouponTerms {
  percent_off: number | null;
  amounts_off: Readonly<Record<string, number>> | null;
  duration: DiscountDuration;
  duration_in_months: number | null;
  max_redemptions: number | null;
  max_redemptions_per_customer: number | null;
  redeem_by: string | null;
  first_time_only: boolean;
  minimum_amounts: Readonly<Record<string, number>> | null;
  product_option_ids: readonly string[] | null;
  times_redeemed: number;
}

const pageLanguage = () =>
  (typeof document === "undefined" ? "" : document.documentElement.lang) || "en";

// The dashboard loads after the checkout's first view, so its first Intl formatter costs no
// buyer anything (docs/decisions/059).
const percentText = (percent: number, language: string) =>
  // biome-ignore lint/style/noRestrictedGlobals: the dashboard is a lazy page, see above.
  new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 2 }).format(
    percent / 100,
  );

const perCurrency = (amounts: Readonly<Record<string, number>>) =>
  Object.entries(amounts).map(([currency, amount]) => formatMoney(amount, currency));

/**
 * "20% off", "12.5% off", or one amount per currency: "$5 off · CHF 4.50 off". The percentage is
 * written as the page's language writes one ("20 %" in German and French, as CLDR says).
 */
export function discountText(
  coupon: Pick<CouponTerms, "percent_off" | "amounts_off">,
  language = pageLanguage(),
): string {
  if (coupon.percent_off !== null) return `${percentText(coupon.percent_off, language)} off`;
  return perCurrency(coupon.amounts_off ?? {})
    .map((amount) => `${amount} off`)
    .join(" · ");
}

/**
 * "once", "for 3 months", "for 1 year", "forever": how many payments of a subscription it takes
 * its share off, as the checkout's summary says it (docs/decisions/093).
 */
export function durationLabel(
  coupon: Pick<CouponTerms, "duration" | "duration_in_months">,
): string {
  const length = { duration: coupon.duration, durationInMonths: coupon.duration_in_months };
  return discountLengthText(length, "month") ?? "once";
}

/** "Redeemed 3 of 100 times", or without a limit "Redeemed 3 times, no limit". */
export function redemptionsText(
  coupon: Pick<CouponTerms, "times_redeemed" | "max_redemptions">,
): string {
  const held = coupon.times_redeemed;
  return coupon.max_redemptions === null
    ? `Redeemed ${times(held)}, no limit`
    : `Redeemed ${held} of ${times(coupon.max_redemptions)}`;
}

const times = (count: number) => `${count} ${count === 1 ? "time" : "times"}`;

/**
 * Every restriction of the coupon beyond its limit, one line each: the redeem-by time, first
 * purchases only, the limit per buyer, the minimum, and the options it applies to by their titles
 * (`optionTitles` names each option the page knows; one it does not is shown by its id).
 */
export function restrictionTexts(
  coupon: CouponTerms,
  optionTitles: ReadonlyMap<string, string>,
): string[] {
  const lines: string[] = [];
  if (coupon.redeem_by !== null) lines.push(`Usable until ${formatInstant(coupon.redeem_by)}`);
  if (coupon.first_time_only) lines.push("Only on a buyer's first purchase from you");
  const perBuyer = coupon.max_redemptions_per_customer;
  if (perBuyer !== null) lines.push(`At most ${times(perBuyer)} per buyer`);
  if (coupon.minimum_amounts !== null) {
    lines.push(`On orders of at least ${perCurrency(coupon.minimum_amounts).join(" or ")}`);
  }
  const options = coupon.product_option_ids;
  lines.push(
    options === null
      ? "On every option"
      : `On ${options.map((id) => optionTitles.get(id) ?? id).join(", ")}`,
  );
  return lines;
}
