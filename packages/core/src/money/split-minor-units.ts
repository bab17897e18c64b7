import { assertMinorUnits } from "./assert-minor-units";

export interface MinorUnitParts {
  negative: boolean;
  /** Whole major units, without sign. */
  major: number;
  /** Minor units below one major unit, without sign. */
  fraction: number;
}

/** Splits an amount with integer arithmetic only (principle P7: floats never hold money). */
export function splitMinorUnits(amountMinor: number, digits: number): MinorUnitParts {
  assertMinorUnits(amountMinor);
  const unit = 10 ** digits;
  const absolute = Math.abs(amountMinor);
  const fraction = absolute % unit;
  // Dividing a multiple of unit is exact, where trunc(absolute / unit) can round up near 2^53.
  return { negative: amountMinor < 0, major: (absolute - fraction) / unit, fraction };
}
