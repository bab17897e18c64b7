import { describe, expect, it } from "vitest";
import { customAmountStep, minimumCustomAmountMinor } from "./custom-amount";

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
});
