import { currencyInfo } from "./currencies";

// product.md §5 and 9: a custom amount is at least 1.00 and moves in steps of 0.01, both in major
// units. A currency without minor units cannot step by 0.01, so it steps by 1; one with three
// digits keeps the spec's 0.01 rather than 0.001.

/** How many decimals a person may type for a custom amount: 0 or 2. */
export function customAmountStepDecimals(currency: string): 0 | 2 {
  return currencyInfo(currency).digits === 0 ? 0 : 2;
}

/** 1.00 in minor units: 100 for USD, 1 for JPY, 1000 for KWD. */
export function minimumCustomAmountMinor(currency: string): number {
  return 10 ** currencyInfo(currency).digits;
}

// The spec sets no maximum. A checkout that takes real money needs one (a typo of three extra
// zeros must not be charged), so a creator may set one per option and it is 10,000.00 otherwise
// (docs/decisions/021). Amounts are stored as Postgres integers, which end at 2^31 - 1.
export const DEFAULT_MAXIMUM_CUSTOM_AMOUNT_MAJOR = 10_000;
export const LARGEST_AMOUNT_MINOR = 2_147_483_647;

/** The largest custom amount in minor units: the option's own, or 10,000.00. */
export function maximumCustomAmountMinor(currency: string, configured?: number | null): number {
  const fallback = DEFAULT_MAXIMUM_CUSTOM_AMOUNT_MAJOR * 10 ** currencyInfo(currency).digits;
  return Math.min(configured ?? fallback, LARGEST_AMOUNT_MINOR);
}

/** The `step` attribute of the amount input, in major units. */
export function customAmountStep(currency: string): string {
  return customAmountStepDecimals(currency) === 0 ? "1" : "0.01";
}
