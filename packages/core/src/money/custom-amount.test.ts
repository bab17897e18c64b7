import { describe, expect, it } from "vitest";
import {
  customAmountStep,
  customAmountStepMinor,
  isOnCustomAmountStep,
  maximumCustomAmountMinor,
  minimumCustomAmountMinor,
  settleCustomAmount,
} from "./custom-amount";

describe("the custom amount rules", () => {
  it.each([
    { currency: "USD", minimum: 100, step: "0.01" },
    { currency: "EUR", minimum: 100, step: "0.01" },
    { currency: "JPY", minimum: 1, step: "1" },
    { currency: "KWD", minimum: 1000, step: "0.01" },
    { currency: "CHF", minimum: 100, step: "0.05" },
  ])(
    "sets a $currency minimum of 1.00 as $minimum minor units with a step of $step",
    ({ currency, minimum, step }) => {
      expect(minimumCustomAmountMinor(currency)).toBe(minimum);
      expect(customAmountStep(currency)).toBe(step);
    },
  );

  it.each([
    { currency: "USD", step: 1, on: [100, 1233, 1_000_000], off: [12.5] },
    { currency: "JPY", step: 1, on: [1, 1233], off: [0.5] },
    { currency: "KWD", step: 10, on: [1000, 12_340], off: [12_345, 1001] },
    { currency: "CHF", step: 5, on: [100, 1235, 1230, 1_000_000], off: [1233, 1234, 101, 12.5] },
  ])(
    "steps $currency custom amounts by $step minor units, charging $on and refusing $off",
    ({ currency, step, on, off }) => {
      expect(customAmountStepMinor(currency)).toBe(step);
      for (const amount of on) expect(isOnCustomAmountStep(amount, currency)).toBe(true);
      for (const amount of off) expect(isOnCustomAmountStep(amount, currency)).toBe(false);
    },
  );

  it.each([
    { requested: 1233, currency: "CHF", configured: undefined, amount: 1235 },
    { requested: 1232, currency: "CHF", configured: undefined, amount: 1230 },
    { requested: 1237, currency: "CHF", configured: undefined, amount: 1235 },
    { requested: 1238, currency: "CHF", configured: undefined, amount: 1240 },
    { requested: 1235, currency: "CHF", configured: undefined, amount: 1235 },
    { requested: 97, currency: "CHF", configured: undefined, amount: 100 },
    { requested: 5_004, currency: "CHF", configured: 5_003, amount: 5_000 },
    { requested: 2 ** 40, currency: "CHF", configured: 2 ** 40, amount: 2_147_483_645 },
    { requested: 1233, currency: "USD", configured: undefined, amount: 1233 },
    { requested: 12_345, currency: "KWD", configured: undefined, amount: 12_350 },
    { requested: 50, currency: "USD", configured: undefined, amount: 100 },
    { requested: 2_000_000, currency: "USD", configured: undefined, amount: 1_000_000 },
  ])(
    "settles a requested $requested $currency (maximum $configured) at $amount, the amount charged",
    ({ requested, currency, configured, amount }) => {
      const settled = settleCustomAmount(requested, currency, configured);
      expect(settled).toBe(amount);
      expect(isOnCustomAmountStep(settled, currency)).toBe(true);
    },
  );

  it.each([
    { currency: "USD", configured: undefined, minimum: 100, maximum: 1_000_000 },
    { currency: "JPY", configured: undefined, minimum: 1, maximum: 10_000 },
    { currency: "KWD", configured: undefined, minimum: 1_000, maximum: 10_000_000 },
    { currency: "CHF", configured: 50_000, minimum: 100, maximum: 50_000 },
    { currency: "CHF", configured: 5_003, minimum: 100, maximum: 5_000 },
    { currency: "KWD", configured: 12_345, minimum: 1_000, maximum: 12_340 },
    { currency: "USD", configured: null, minimum: 100, maximum: 1_000_000 },
    { currency: "USD", configured: 2 ** 40, minimum: 100, maximum: 2_147_483_647 },
  ])(
    "allows $currency custom amounts from $minimum to $maximum minor units (configured $configured)",
    ({ currency, configured, minimum, maximum }) => {
      expect(minimumCustomAmountMinor(currency)).toBe(minimum);
      expect(maximumCustomAmountMinor(currency, configured)).toBe(maximum);
    },
  );
});
