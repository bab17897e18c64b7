import { describe, expect, it } from "vitest";
import {
  customAmountStep,
  maximumCustomAmountMinor,
  minimumCustomAmountMinor,
} from "./custom-amount";

describe("the custom amount rules", () => {
  it.each([
    { currency: "USD", minimum: 100, step: "0.01" },
    { currency: "EUR", minimum: 100, step: "0.01" },
    { currency: "JPY", minimum: 1, step: "1" },
    { currency: "KWD", minimum: 1000, step: "0.01" },
  ])(
    "sets a $currency minimum of 1.00 as $minimum minor units with a step of $step",
    ({ currency, minimum, step }) => {
      expect(minimumCustomAmountMinor(currency)).toBe(minimum);
      expect(customAmountStep(currency)).toBe(step);
    },
  );

  it.each([
    { currency: "USD", configured: undefined, minimum: 100, maximum: 1_000_000 },
    { currency: "JPY", configured: undefined, minimum: 1, maximum: 10_000 },
    { currency: "KWD", configured: undefined, minimum: 1_000, maximum: 10_000_000 },
    { currency: "CHF", configured: 50_000, minimum: 100, maximum: 50_000 },
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
