import { describe, expect, it } from "vitest";
import {
  type CouponTerms,
  discountText,
  durationLabel,
  redemptionsText,
  restrictionTexts,
} from "./coupon-labels";

const coupon: CouponTerms = {
  percent_off: 20,
  amounts_off: null,
  duration: "once",
  duration_in_months: null,
  max_redemptions: null,
  max_redemptions_per_customer: null,
  redeem_by: null,
  first_time_only: false,
  minimum_amounts: null,
  product_option_ids: null,
  times_redeemed: 0,
};

describe("discountText", () => {
  it.each([
    [{ percent_off: 20, amounts_off: null }, "20% off"],
    [{ percent_off: 12.5, amounts_off: null }, "12.5% off"],
    [{ percent_off: 33.33, amounts_off: null }, "33.33% off"],
    [{ percent_off: 100, amounts_off: null }, "100% off"],
    [{ percent_off: null, amounts_off: { USD: 500 } }, "$5 off"],
    [{ percent_off: null, amounts_off: { USD: 450, JPY: 500 } }, "$4.50 off · ¥500 off"],
    [{ percent_off: null, amounts_off: { CHF: 450 } }, "CHF 4.50 off"],
  ])("%j reads %s", (terms, text) => {
    expect(discountText(terms)).toBe(text);
  });

  // German and French put a no-break space before the sign; which one (U+00A0 or the narrow
  // U+202F) follows the engine's CLDR version, so any space is taken, never none.
  it.each([
    ["en", 20, /^20% off$/],
    ["en", 12.5, /^12\.5% off$/],
    ["de", 20, /^20[\u00a0\u202f]% off$/],
    ["de", 12.5, /^12,5[\u00a0\u202f]% off$/],
    ["fr", 20, /^20[\u00a0\u202f]% off$/],
    ["fr", 12.5, /^12,5[\u00a0\u202f]% off$/],
  ])("writes the percentage as %s does: %d reads %s", (language, percent, text) => {
    expect(discountText({ percent_off: percent, amounts_off: null }, language)).toMatch(text);
  });
});

describe("durationLabel", () => {
  it.each([
    ["once", null, "once"],
    ["forever", null, "forever"],
    ["repeating", 1, "for 1 month"],
    ["repeating", 3, "for 3 months"],
    ["repeating", 12, "for 1 year"],
    ["repeating", 18, "for 18 months"],
    ["repeating", 24, "for 2 years"],
  ] as const)("%s, %s months: %s", (duration, months, text) => {
    expect(durationLabel({ duration, duration_in_months: months })).toBe(text);
  });
});

describe("redemptionsText", () => {
  it.each([
    [0, null, "Redeemed 0 times, no limit"],
    [1, null, "Redeemed 1 time, no limit"],
    [3, 100, "Redeemed 3 of 100 times"],
    [0, 1, "Redeemed 0 of 1 time"],
  ])("%d held, limit %s: %s", (held, limit, text) => {
    expect(redemptionsText({ times_redeemed: held, max_redemptions: limit })).toBe(text);
  });
});

describe("restrictionTexts", () => {
  const titles = new Map([
    ["a", "Northwind Membership · Monthly"],
    ["b", "Tip jar · A coffee"],
  ]);
  it.each([
    [{}, ["On every option"]],
    [
      { redeem_by: "2027-01-31T23:59:59Z" },
      ["Usable until 2027-01-31 23:59 UTC", "On every option"],
    ],
    [{ first_time_only: true }, ["Only on a buyer's first purchase from you", "On every option"]],
    [{ max_redemptions_per_customer: 1 }, ["At most 1 time per buyer", "On every option"]],
    [{ max_redemptions_per_customer: 2 }, ["At most 2 times per buyer", "On every option"]],
    [
      { minimum_amounts: { USD: 1000, CHF: 1250 } },
      ["On orders of at least $10 or CHF 12.50", "On every option"],
    ],
    [{ product_option_ids: ["b"] }, ["On Tip jar · A coffee"]],
    [
      { product_option_ids: ["a", "b", "gone"] },
      ["On Northwind Membership · Monthly, Tip jar · A coffee, gone"],
    ],
  ])("%j: %j", (restrictions, lines) => {
    expect(restrictionTexts({ ...coupon, ...restrictions }, titles)).toEqual(lines);
  });
});
