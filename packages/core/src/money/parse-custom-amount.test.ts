import { describe, expect, it } from "vitest";
import { parseCustomAmount } from "./parse-custom-amount";

describe("parseCustomAmount", () => {
  it.each([
    { input: "1", currency: "USD", amount: 100 },
    { input: "1.00", currency: "USD", amount: 100 },
    { input: "12.5", currency: "USD", amount: 1250 },
    { input: "12.", currency: "USD", amount: 1200 },
    { input: " 25 ", currency: "USD", amount: 2500 },
    { input: "1.29", currency: "USD", amount: 129 },
    { input: "007.10", currency: "USD", amount: 710 },
    { input: "1234.56", currency: "EUR", amount: 123456 },
    { input: "1200", currency: "JPY", amount: 1200 },
    { input: "12.34", currency: "KWD", amount: 12340 },
  ])("reads $input $currency as $amount minor units", ({ input, currency, amount }) => {
    expect(parseCustomAmount(input, currency)).toBe(amount);
  });

  it.each([
    { input: "12.345", currency: "USD", amount: 1235 },
    { input: "12.344", currency: "USD", amount: 1234 },
    { input: "9.999", currency: "USD", amount: 1000 },
    { input: "12.5", currency: "JPY", amount: 13 },
    { input: "12.4", currency: "JPY", amount: 12 },
    { input: "12.345", currency: "KWD", amount: 12350 },
    { input: "12.3449", currency: "KWD", amount: 12340 },
    { input: "12.33", currency: "CHF", amount: 1235 },
    { input: "12.32", currency: "CHF", amount: 1230 },
    { input: "12.325", currency: "CHF", amount: 1235 },
    { input: "12.3249", currency: "CHF", amount: 1230 },
    { input: "12.375", currency: "CHF", amount: 1240 },
    { input: "12.5", currency: "CHF", amount: 1250 },
    { input: "0.99", currency: "CHF", amount: 100 },
  ])(
    "rounds $input $currency half up to the step, giving $amount",
    ({ input, currency, amount }) => {
      expect(parseCustomAmount(input, currency)).toBe(amount);
    },
  );

  it.each([
    { input: "", currency: "USD", amount: 100 },
    { input: "   ", currency: "USD", amount: 100 },
    { input: ".", currency: "USD", amount: 100 },
    { input: "abc", currency: "USD", amount: 100 },
    { input: "-5", currency: "USD", amount: 100 },
    { input: "1e3", currency: "USD", amount: 100 },
    { input: "1,000", currency: "USD", amount: 100 },
    { input: "0.99", currency: "USD", amount: 100 },
    { input: "0", currency: "USD", amount: 100 },
    { input: "0.4", currency: "JPY", amount: 1 },
    { input: "0.5", currency: "KWD", amount: 1000 },
  ])(
    "replaces $input $currency with the minimum of $amount minor units",
    ({ input, currency, amount }) => {
      expect(parseCustomAmount(input, currency)).toBe(amount);
    },
  );

  it.each([
    { input: "10000", currency: "USD", maximum: undefined, amount: 1_000_000 },
    { input: "10000.01", currency: "USD", maximum: undefined, amount: 1_000_000 },
    { input: "21474836.47", currency: "CHF", maximum: undefined, amount: 1_000_000 },
    { input: "99999999999999999999", currency: "USD", maximum: undefined, amount: 1_000_000 },
    { input: "20000", currency: "JPY", maximum: undefined, amount: 10_000 },
    { input: "60", currency: "USD", maximum: 5_000, amount: 5_000 },
    { input: "50", currency: "USD", maximum: 5_000, amount: 5_000 },
    { input: "50.02", currency: "CHF", maximum: 5_003, amount: 5_000 },
    { input: "60", currency: "CHF", maximum: 5_003, amount: 5_000 },
  ])(
    "replaces $input $currency above the maximum ($maximum) with $amount",
    ({ input, currency, maximum, amount }) => {
      expect(parseCustomAmount(input, currency, maximum)).toBe(amount);
    },
  );

  it("reads a leading decimal point as a fraction of one unit", () => {
    expect(parseCustomAmount(".5", "JPY")).toBe(1);
    expect(parseCustomAmount("1.5", "JPY")).toBe(2);
  });
});
