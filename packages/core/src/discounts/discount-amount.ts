import { assertMinorUnits } from "../money/assert-minor-units";
import { currencyInfo } from "../money/currencies";

/** What a coupon takes off: a share of the price, or a fixed amount in each currency it names. */
export interface DiscountTerms {
  /** Hundredths of a percent: 2000 is 20 %, 1250 is 12.5 %, 10000 is all of it. */
  percentOffHundredths: number | null;
  /** Minor units per ISO currency code: `{ USD: 400, EUR: 350 }`. */
  amountsOff: Readonly<Record<string, number>> | null;
}

/** The whole of a price, in hundredths of a percent. */
export const ALL_OF_IT_HUNDREDTHS = 10_000;

// Swiss francs are paid in steps of five centimes (docs/decisions/066): a share of a Swiss price
// is taken to a whole 0.05 so that a price on the step stays on it. Every other currency rounds
// to its own minor unit (1 yen, 1 cent, 1 fils), whatever its exponent (docs/decisions/092).
const SWISS_FRANC_STEP_MINOR = 5;

/** The unit a discount of `currency` is rounded to, in minor units: 5 for CHF, 1 otherwise. */
export function discountStepMinor(currency: string): number {
  const { code } = currencyInfo(currency);
  return code === "CHF" ? SWISS_FRANC_STEP_MINOR : 1;
}

/**
 * What a coupon takes off a price, in minor units: a percentage rounded half up to the
 * currency's step, or the coupon's amount in that currency; never more than the price, so a
 * discounted price is never below zero. Null when the coupon has no amount in this currency:
 * it cannot apply. Integer arithmetic only (principle P7): price × hundredths stays below 2^53
 * for every price a Postgres integer holds.
 */
export function discountMinor(
  priceMinor: number,
  currency: string,
  terms: DiscountTerms,
): number | null {
  assertMinorUnits(priceMinor);
  if (priceMinor < 0) throw new RangeError(`A price cannot be negative, got ${priceMinor}`);
  if (terms.percentOffHundredths !== null) {
    const share = terms.percentOffHundredths;
    if (!Number.isSafeInteger(share) || share < 0 || share > ALL_OF_IT_HUNDREDTHS) {
      throw new RangeError(`A percentage must be 0 to 100.00, got ${share / 100}`);
    }
    if (share === ALL_OF_IT_HUNDREDTHS) return priceMinor;
    const step = discountStepMinor(currency);
    const scaled = priceMinor * share;
    const unit = ALL_OF_IT_HUNDREDTHS * step;
    // Half up: floor((2·scaled + unit) / (2·unit)) steps, exact in integers.
    const steps = Math.floor((2 * scaled + unit) / (2 * unit));
    return Math.min(steps * step, priceMinor);
  }
  const amount = terms.amountsOff?.[currencyInfo(currency).code];
  if (amount === undefined) return null;
  assertMinorUnits(amount);
  return Math.min(Math.max(amount, 0), priceMinor);
}

/** The price after the discount: never below zero, null when the coupon cannot apply. */
export function discountedPriceMinor(
  priceMinor: number,
  currency: string,
  terms: DiscountTerms,
): number | null {
  const off = discountMinor(priceMinor, currency, terms);
  return off === null ? null : priceMinor - off;
}
