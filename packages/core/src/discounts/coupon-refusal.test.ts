import { describe, expect, it } from "vitest";
import { type CouponRules, couponRefusal, type RedemptionAttempt } from "./coupon-refusal";

const rules: CouponRules = {
  percentOffHundredths: 2000,
  amountsOff: null,
  duration: "once",
  durationInMonths: null,
  maxRedemptions: null,
  maxRedemptionsPerCustomer: null,
  redeemBy: null,
  firstTimeOnly: false,
  minimumAmounts: null,
  productOptionIds: null,
};
const attempt: RedemptionAttempt = {
  productOptionId: "monthly",
  currency: "USD",
  priceMinor: 2000,
  now: new Date("2027-01-01T00:00:00Z"),
  redemptions: 0,
  customerRedemptions: 0,
  buyerHasPaid: false,
  codeActive: true,
};

describe("whether a coupon can be used", () => {
  it("applies with no restriction", () => {
    expect(couponRefusal(rules, attempt)).toBeNull();
  });

  it.each<[string, Partial<CouponRules>, Partial<RedemptionAttempt>, string | null]>([
    ["an inactive code", {}, { codeActive: false }, "inactive"],
    ["at its redeem-by", { redeemBy: new Date("2027-01-01T00:00:00Z") }, {}, "expired"],
    ["before its redeem-by", { redeemBy: new Date("2027-01-01T00:00:01Z") }, {}, null],
    ["used up", { maxRedemptions: 10 }, { redemptions: 10 }, "used_up"],
    ["with one left", { maxRedemptions: 10 }, { redemptions: 9 }, null],
    [
      "used up by the buyer",
      { maxRedemptionsPerCustomer: 1 },
      { customerRedemptions: 1 },
      "used_up_for_customer",
    ],
    ["a returning buyer", { firstTimeOnly: true }, { buyerHasPaid: true }, "not_first_time"],
    ["a first-time buyer", { firstTimeOnly: true }, {}, null],
    ["another option", { productOptionIds: ["yearly"] }, {}, "other_option"],
    ["its option", { productOptionIds: ["yearly", "monthly"] }, {}, null],
    [
      "another currency",
      { percentOffHundredths: null, amountsOff: { EUR: 100 } },
      {},
      "other_currency",
    ],
    ["its currency", { percentOffHundredths: null, amountsOff: { USD: 100 } }, {}, null],
    ["below the minimum", { minimumAmounts: { USD: 2001 } }, {}, "below_minimum"],
    ["at the minimum", { minimumAmounts: { USD: 2000, EUR: 9000 } }, {}, null],
  ])("refuses or applies %s", (_, rule, tried, refusal) => {
    expect(couponRefusal({ ...rules, ...rule }, { ...attempt, ...tried })).toBe(refusal);
  });
});
