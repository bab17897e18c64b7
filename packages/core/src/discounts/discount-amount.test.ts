import { describe, expect, it } from "vitest";
import { discountedPriceMinor, discountMinor, discountStepMinor } from "./discount-amount";

const percent = (p: number) => ({ percentOffHundredths: Math.round(p * 100), amountsOff: null });
const amounts = (amountsOff: Record<string, number>) => ({
  percentOffHundredths: null,
  amountsOff,
});

describe("a coupon's share of a price, in every currency exponent", () => {
  it.each([
    // two digits
    { currency: "USD", price: 2000, off: percent(20), discount: 400, after: 1600 },
    { currency: "USD", price: 999, off: percent(20), discount: 200, after: 799 }, // 199.8 up
    { currency: "USD", price: 1001, off: percent(12.5), discount: 125, after: 876 }, // 125.125
    { currency: "USD", price: 1004, off: percent(12.5), discount: 126, after: 878 }, // 125.5 half up
    { currency: "USD", price: 333, off: percent(33.33), discount: 111, after: 222 }, // 110.99
    { currency: "EUR", price: 1, off: percent(49.99), discount: 0, after: 1 },
    { currency: "EUR", price: 1, off: percent(50), discount: 1, after: 0 }, // 0.5 half up
    { currency: "USD", price: 2000, off: percent(100), discount: 2000, after: 0 },
    { currency: "USD", price: 2000, off: percent(0.01), discount: 0, after: 2000 },
    // zero digits
    { currency: "JPY", price: 3000, off: percent(15), discount: 450, after: 2550 },
    { currency: "JPY", price: 999, off: percent(10), discount: 100, after: 899 }, // 99.9
    { currency: "JPY", price: 5, off: percent(10), discount: 1, after: 4 }, // 0.5 half up
    { currency: "KRW", price: 12_345, off: percent(33.33), discount: 4115, after: 8230 },
    // three digits
    { currency: "KWD", price: 10_000, off: percent(15), discount: 1500, after: 8500 },
    { currency: "KWD", price: 1234, off: percent(12.5), discount: 154, after: 1080 }, // 154.25
    { currency: "BHD", price: 1, off: percent(50), discount: 1, after: 0 },
    // Swiss francs: a whole 0.05
    { currency: "CHF", price: 1000, off: percent(33.33), discount: 335, after: 665 }, // 333.3
    { currency: "CHF", price: 1000, off: percent(12), discount: 120, after: 880 },
    { currency: "CHF", price: 1000, off: percent(12.25), discount: 125, after: 875 }, // 122.5
    { currency: "CHF", price: 1000, off: percent(12.2), discount: 120, after: 880 }, // 122
    { currency: "CHF", price: 995, off: percent(10), discount: 100, after: 895 }, // 99.5
    { currency: "CHF", price: 3, off: percent(99), discount: 3, after: 0 }, // never above the price
    { currency: "CHF", price: 1000, off: percent(100), discount: 1000, after: 0 },
  ])(
    "$currency $price less $off.percentOffHundredths/100 % is $after",
    ({ currency, price, off, discount, after }) => {
      expect(discountMinor(price, currency, off)).toBe(discount);
      expect(discountedPriceMinor(price, currency, off)).toBe(after);
    },
  );

  it.each<{ currency: string; price: number; off: Record<string, number>; after: number }>([
    { currency: "USD", price: 2000, off: { USD: 400 }, after: 1600 },
    { currency: "USD", price: 300, off: { USD: 400 }, after: 0 }, // never below zero
    { currency: "JPY", price: 3000, off: { JPY: 500, USD: 400 }, after: 2500 },
    { currency: "KWD", price: 5000, off: { KWD: 1250 }, after: 3750 },
    { currency: "CHF", price: 1000, off: { CHF: 250 }, after: 750 },
  ])("$currency $price less a fixed $off is $after", ({ currency, price, off, after }) => {
    expect(discountedPriceMinor(price, currency, amounts(off))).toBe(after);
  });

  it("does not apply a fixed amount in a currency the coupon does not name", () => {
    expect(discountMinor(2000, "EUR", amounts({ USD: 400 }))).toBeNull();
    expect(discountedPriceMinor(2000, "EUR", amounts({ USD: 400 }))).toBeNull();
  });

  it("keeps exact integers at the largest price a Postgres integer holds", () => {
    expect(discountMinor(2_147_483_647, "USD", percent(99.99))).toBe(2_147_268_899);
    expect(discountMinor(2_147_483_647, "CHF", percent(33.33))).toBe(715_756_300);
  });

  it("refuses amounts that have already lost a cent, and impossible percentages", () => {
    expect(() => discountMinor(12.5, "USD", percent(10))).toThrow(RangeError);
    expect(() => discountMinor(-1, "USD", percent(10))).toThrow(RangeError);
    expect(() =>
      discountMinor(100, "USD", { percentOffHundredths: 10_001, amountsOff: null }),
    ).toThrow(RangeError);
    expect(() => discountMinor(100, "XXX", percent(10))).toThrow(RangeError);
  });

  it("rounds Swiss francs to five centimes and every other currency to its minor unit", () => {
    expect(["CHF", "USD", "JPY", "KWD"].map(discountStepMinor)).toEqual([5, 1, 1, 1]);
  });
});
