/** Throws on a fractional or unsafe amount: it means a caller has already lost a cent somewhere. */
export function assertMinorUnits(amountMinor: number): void {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`An amount must be an integer number of minor units, got ${amountMinor}`);
  }
}
