import { currencyInfo } from "./currencies";

// Spec 5 and 9: a custom amount is at least 1.00 and moves in steps of 0.01, both in major
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

/** The `step` attribute of the amount input, in major units. */
export function customAmountStep(currency: string): string {
  return customAmountStepDecimals(currency) === 0 ? "1" : "0.01";
}
