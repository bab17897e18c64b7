import { describe, expect, it } from "vitest";
import { minimumCustomAmountMinor } from "./custom-amount";
import { formatAmountInput } from "./format-amount-input";
import { parseCustomAmount } from "./parse-custom-amount";

describe("formatAmountInput", () => {
  it.each([
    { amount: 100, currency: "USD", text: "1.00" },
    { amount: 1250, currency: "USD", text: "12.50" },
    { amount: 123456, currency: "USD", text: "1234.56" },
    { amount: 5, currency: "EUR", text: "0.05" },
    { amount: 1200, currency: "JPY", text: "1200" },
    { amount: 1000, currency: "KWD", text: "1.000" },
    { amount: 12345, currency: "KWD", text: "12.345" },
    { amount: -250, currency: "USD", text: "-2.50" },
  ])("shows $amount minor units of $currency as $text", ({ amount, currency, text }) => {
    expect(formatAmountInput(amount, currency)).toBe(text);
  });

  it.each(["USD", "JPY", "KWD"])("shows the %s minimum as the default input 1.00", (currency) => {
    expect(Number(formatAmountInput(minimumCustomAmountMinor(currency), currency))).toBe(1);
  });

  it.each([
    { amount: 1250, currency: "USD" },
    { amount: 1200, currency: "JPY" },
    { amount: 12340, currency: "KWD" },
  ])("reads back $amount $currency unchanged through parseCustomAmount", ({ amount, currency }) => {
    expect(parseCustomAmount(formatAmountInput(amount, currency), currency)).toBe(amount);
  });

  it("refuses a fractional amount", () => {
    expect(() => formatAmountInput(12.5, "USD")).toThrow(RangeError);
  });
});
