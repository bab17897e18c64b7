import { assertMinorUnits } from "../money/assert-minor-units";
import { LARGEST_AMOUNT_MINOR } from "../money/custom-amount";
import { HUNDREDTHS_IN_WHOLE } from "./tax-rates-table";

/** Whether a creator's price already holds the tax, or has it added on top. */
export type TaxInclusion = "inclusive" | "exclusive";

/** An amount split into what the creator keeps, the tax, and what the buyer pays. */
export interface TaxSplit {
  netMinor: number;
  taxMinor: number;
  grossMinor: number;
}

/**
 * Splits a price at a rate, in minor units of its currency (docs/decisions/118):
 * - inclusive: the price is the gross; the tax is gross × rate / (1 + rate), rounded;
 * - exclusive: the price is the net; the tax is net × rate, rounded, and added.
 * The tax is rounded once per line, half away from zero, to one minor unit (1 cent, 1 yen,
 * 1 fils; a Swiss charge to the centime, as docs/decisions/066 charges fixed prices); the net or the
 * gross is then what is left, so net + tax is always the gross to the unit. Integer arithmetic
 * only: 2 × amount × (10 000 + rate) stays below 2^53 for every amount a Postgres integer holds.
 */
export function splitTax(
  amountMinor: number,
  rateHundredths: number,
  inclusion: TaxInclusion,
): TaxSplit {
  assertMinorUnits(amountMinor);
  if (Math.abs(amountMinor) > LARGEST_AMOUNT_MINOR) {
    throw new RangeError(`An amount must be at most ${LARGEST_AMOUNT_MINOR}, got ${amountMinor}`);
  }
  if (!Number.isSafeInteger(rateHundredths) || rateHundredths < 0) {
    throw new RangeError(`A rate must be a whole number of hundredths, got ${rateHundredths}`);
  }
  if (rateHundredths > HUNDREDTHS_IN_WHOLE) throw new RangeError("A rate above 100 % is wrong");
  if (inclusion === "inclusive") {
    const taxMinor = roundHalfAwayFromZero(
      amountMinor * rateHundredths,
      HUNDREDTHS_IN_WHOLE + rateHundredths,
    );
    return { netMinor: amountMinor - taxMinor, taxMinor, grossMinor: amountMinor };
  }
  const taxMinor = roundHalfAwayFromZero(amountMinor * rateHundredths, HUNDREDTHS_IN_WHOLE);
  return { netMinor: amountMinor, taxMinor, grossMinor: amountMinor + taxMinor };
}

/** numerator / denominator to the nearest integer, a half away from zero; denominator > 0. */
function roundHalfAwayFromZero(numerator: number, denominator: number): number {
  const magnitude = Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator));
  // A refund's negative amount rounds as its positive twin, so a refund undoes its sale exactly.
  return numerator < 0 && magnitude > 0 ? -magnitude : magnitude;
}
