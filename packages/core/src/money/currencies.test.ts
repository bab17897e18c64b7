import { describe, expect, it } from "vitest";
import {
  currencyInfo,
  DEFAULT_CURRENCY,
  isSupportedCurrency,
  supportedCurrencies,
} from "./currencies";

describe("currencyInfo", () => {
  it.each([
    { code: "JPY", digits: 0 },
    { code: "KRW", digits: 0 },
    { code: "VND", digits: 0 },
    { code: "CLP", digits: 0 },
    { code: "ISK", digits: 0 },
    { code: "USD", digits: 2 },
    { code: "EUR", digits: 2 },
    { code: "HUF", digits: 2 },
    { code: "KWD", digits: 3 },
    { code: "BHD", digits: 3 },
    { code: "JOD", digits: 3 },
    { code: "OMR", digits: 3 },
    { code: "TND", digits: 3 },
  ])("gives $code $digits minor-unit digits as ISO 4217 does", ({ code, digits }) => {
    expect(currencyInfo(code).digits).toBe(digits);
  });

  it.each([
    { code: "USD", symbol: "$" },
    { code: "EUR", symbol: "€" },
    { code: "GBP", symbol: "£" },
    { code: "JPY", symbol: "¥" },
    { code: "CHF", symbol: "CHF" },
    { code: "CAD", symbol: "CA$" },
    { code: "AUD", symbol: "A$" },
    { code: "INR", symbol: "₹" },
  ])("shows $code as $symbol", ({ code, symbol }) => {
    expect(currencyInfo(code).symbol).toBe(symbol);
  });

  it.each(["XYZ", "usd", ""])("refuses the unsupported code %j with a RangeError", (code) => {
    expect(() => currencyInfo(code)).toThrow(RangeError);
  });
});

describe("the currency table", () => {
  it("holds about a hundred currencies in alphabetical order", () => {
    expect(supportedCurrencies.length).toBeGreaterThanOrEqual(95);
    expect(supportedCurrencies.length).toBeLessThanOrEqual(110);
    expect([...supportedCurrencies].sort()).toEqual(supportedCurrencies);
  });

  it("gives every currency its own symbol so a buyer never mistakes one for another", () => {
    const symbols = supportedCurrencies.map((code) => currencyInfo(code).symbol);
    expect(new Set(symbols).size).toBe(symbols.length);
  });

  it("supports the default currency USD", () => {
    expect(DEFAULT_CURRENCY).toBe("USD");
    expect(isSupportedCurrency(DEFAULT_CURRENCY)).toBe(true);
  });

  it("does not support a code outside the table", () => {
    expect(isSupportedCurrency("XYZ")).toBe(false);
  });
});
