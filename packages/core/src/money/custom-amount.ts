import { currencyInfo } from "./currencies";

// product.md §5 and 9: a custom amount is at least 1.00 and moves in steps of 0.01, both in major
// units. A currency without minor units cannot step by 0.01, so it steps by 1; one with three
// digits keeps the spec's 0.01 rather than 0.001. Swiss francs move in steps of 0.05 (product.md
// §9 "Swiss franc rounding 0.05"): the amount itself is rounded, never only its display, so the
// page shows what the server charges (docs/decisions/066).
const SWISS_FRANC_STEP_MINOR = 5;

/** How many decimals a person may type for a custom amount: 0 or 2. */
export function customAmountStepDecimals(currency: string): 0 | 2 {
  return currencyInfo(currency).digits === 0 ? 0 : 2;
}

/** One step of a custom amount in minor units: 1 for USD and JPY, 10 for KWD, 5 for CHF. */
export function customAmountStepMinor(currency: string): number {
  const { code, digits } = currencyInfo(currency);
  if (code === "CHF") return SWISS_FRANC_STEP_MINOR;
  return 10 ** (digits - customAmountStepDecimals(currency));
}

/** Whether `amountMinor` is a whole number of steps: the only custom amounts the server charges. */
export function isOnCustomAmountStep(amountMinor: number, currency: string): boolean {
  return Number.isSafeInteger(amountMinor) && amountMinor % customAmountStepMinor(currency) === 0;
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

/**
 * The largest custom amount in minor units: the option's own, or 10,000.00, taken down to a
 * whole step (a Swiss maximum of 50.03 is 50.00), so that the maximum itself can be charged.
 */
export function maximumCustomAmountMinor(currency: string, configured?: number | null): number {
  const fallback = DEFAULT_MAXIMUM_CUSTOM_AMOUNT_MAJOR * 10 ** currencyInfo(currency).digits;
  const largest = Math.min(configured ?? fallback, LARGEST_AMOUNT_MINOR);
  const step = customAmountStepMinor(currency);
  return Math.floor(largest / step) * step;
}

/**
 * The amount the page shows and sends for a requested one (a typed amount, `custom_price` in
 * the address): rounded half up to a whole step, then kept between the minimum and the maximum
 * (product.md §5), which are whole steps themselves.
 */
export function settleCustomAmount(
  requestedMinor: number,
  currency: string,
  configuredMaximum?: number | null,
): number {
  const step = customAmountStepMinor(currency);
  const minimum = minimumCustomAmountMinor(currency);
  const maximum = maximumCustomAmountMinor(currency, configuredMaximum);
  if (Number.isNaN(requestedMinor)) return minimum;
  const onStep = Math.floor(requestedMinor / step + 0.5) * step;
  return Math.min(Math.max(onStep, minimum), maximum);
}

/** The `step` attribute of the amount input, in major units: "1", "0.01" or "0.05". */
export function customAmountStep(currency: string): string {
  const { digits } = currencyInfo(currency);
  const step = customAmountStepMinor(currency);
  if (digits === 0) return String(step);
  // 5 of 2 digits is "0.05"; 10 of 3 digits is "0.010", shown as "0.01".
  return `0.${String(step).padStart(digits, "0")}`.replace(/0+$/, "");
}
