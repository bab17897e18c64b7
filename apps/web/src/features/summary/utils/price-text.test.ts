import { describe, expect, it } from "vitest";
import { priceText } from "./price-text";

const monthly = { currency: "USD", interval: "month", interval_quantity: 1 } as const;
const quarterly = { currency: "USD", interval: "month", interval_quantity: 3 } as const;
const pass = { currency: "JPY", interval: null, interval_quantity: 1 } as const;

describe("priceText", () => {
  it.each([
    ["a monthly option", 800, monthly, "$8 / month"],
    ["an option of 3 months", 3000, quarterly, "$30 / 3 months"],
    ["a one-time option", 3000, pass, "¥3,000"],
  ])("says %s's price with its period", (_case, amount, option, text) => {
    expect(priceText(amount, option)).toBe(text);
  });

  it.each([
    ["a monthly option", 800, monthly, "$8"],
    ["an option of 3 months", 3000, quarterly, "$30"],
    ["a one-time option", 3000, pass, "¥3,000"],
  ])("says a gift of %s as one payment, without a period", (_case, amount, option, text) => {
    expect(priceText(amount, option, { gift: true })).toBe(text);
  });
});
