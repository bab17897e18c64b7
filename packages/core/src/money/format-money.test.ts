import { describe, expect, it } from "vitest";
import { formatMoney } from "./format-money";

describe("formatMoney", () => {
  it.each([
    { amount: 1000, currency: "USD", text: "$10" },
    { amount: 1050, currency: "USD", text: "$10.50" },
    { amount: 800, currency: "USD", text: "$8" },
    { amount: 5, currency: "USD", text: "$0.05" },
    { amount: 0, currency: "USD", text: "$0" },
    { amount: 123456789, currency: "USD", text: "$1,234,567.89" },
    { amount: 499, currency: "EUR", text: "€4.99" },
    { amount: 2000, currency: "GBP", text: "£20" },
    { amount: 3000, currency: "JPY", text: "¥3,000" },
    { amount: 1500000, currency: "KRW", text: "₩1,500,000" },
    { amount: 1500, currency: "CAD", text: "CA$15" },
    { amount: 1999, currency: "AUD", text: "A$19.99" },
    { amount: 12345, currency: "KWD", text: "KWD 12.345" },
    { amount: 12000, currency: "KWD", text: "KWD 12" },
    { amount: 12050, currency: "KWD", text: "KWD 12.050" },
    { amount: 100, currency: "XOF", text: "F CFA 100" },
  ])("shows $amount minor units of $currency as $text", ({ amount, currency, text }) => {
    expect(formatMoney(amount, currency)).toBe(text);
  });

  // What is shown is what is charged: the Swiss 0.05 is a step of the amounts a buyer chooses
  // (custom-amount.ts), never a rounding of the display (docs/decisions/066).
  it.each([
    { amount: 1233, text: "CHF 12.33" },
    { amount: 1235, text: "CHF 12.35" },
    { amount: 1232, text: "CHF 12.32" },
    { amount: 1298, text: "CHF 12.98" },
    { amount: 1200, text: "CHF 12" },
    { amount: 2, text: "CHF 0.02" },
  ])("shows $amount Swiss centimes as $text, the amount charged", ({ amount, text }) => {
    expect(formatMoney(amount, "CHF")).toBe(text);
  });

  // Grouping is written out (docs/decisions/059); Intl's en-US grouping is what it must match.
  it.each([
    0,
    7,
    999,
    1_000,
    9_999,
    10_000,
    99_999,
    100_000,
    999_999,
    1_000_000,
    12_345_678,
    123_456_789,
    Number.MAX_SAFE_INTEGER,
  ])("groups %d whole yen as en-US does", (amount) => {
    const enUs = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }).format(amount);
    expect(formatMoney(amount, "JPY")).toBe(`¥${enUs}`);
  });

  it("puts the minus sign before the symbol of a negative amount", () => {
    expect(formatMoney(-250, "USD")).toBe("-$2.50");
    expect(formatMoney(-1234, "CHF")).toBe("-CHF 12.34");
  });

  it.each([10.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    "refuses %d because it is not a safe integer number of minor units",
    (amount) => {
      expect(() => formatMoney(amount, "USD")).toThrow(RangeError);
    },
  );

  it("refuses a fractional Swiss amount", () => {
    expect(() => formatMoney(1234.4, "CHF")).toThrow(RangeError);
  });

  it("refuses an unsupported currency", () => {
    expect(() => formatMoney(100, "XYZ")).toThrow(RangeError);
  });
});

describe("a Latin symbol in a right-to-left language", () => {
  it("stays in its order, a mark after its sign; a symbol of its own script needs none", async () => {
    const { localeFormat: arabic } = await import("../i18n/formats/ar");
    expect(formatMoney(800, "USD", arabic)).toBe("\u200f8\u00a0US$\u200e");
    expect(formatMoney(800, "EUR", arabic)).toBe("\u200f8\u00a0€");
    expect(formatMoney(800, "AED", arabic)).not.toContain("\u200e");
  });
});
