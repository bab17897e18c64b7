import { describe, expect, it } from "vitest";
import { pricingView } from "../pricing/pricing-view";
import { type AppliedDiscount, discountedPricing } from "./discounted-pricing";

const now = new Date("2027-01-31T12:00:00Z");
const supporter = {
  price: 2000,
  currency: "USD",
  interval: "month" as const,
  interval_quantity: 1,
  trial_interval: null,
  trial_quantity: null,
  trial_price: null,
  trial_currency: null,
};
const withTrial = { ...supporter, price: 800, trial_interval: "day" as const, trial_quantity: 14 };
const save20: AppliedDiscount = {
  code: "SAVE20",
  percentOffHundredths: 2000,
  amountsOff: null,
  duration: "repeating",
  durationInMonths: 3,
};

describe("the pricing view with a promotion code", () => {
  it("discounts what is due today and says the line with its length", () => {
    const view = discountedPricing(pricingView({ option: supporter, now }), {
      interval: supporter.interval,
      discount: save20,
    });
    expect(view.dueTodayMinor).toBe(1600);
    expect(view.discountLine).toEqual({
      code: "SAVE20",
      amountMinor: 400,
      amountText: "\u2212$4",
      lengthText: "for 3 months",
    });
    expect(view.nextPeriodText).toBe("Then $20 monthly");
  });

  it("leaves a trial's price alone and discounts the total after it", () => {
    const view = discountedPricing(pricingView({ option: withTrial, now }), {
      interval: withTrial.interval,
      discount: save20,
    });
    expect(view.dueTodayMinor).toBe(0);
    expect(view.afterTrialMinor).toBe(640);
  });

  it("says the next periods at the discounted price when it lasts forever", () => {
    const forever = { ...save20, duration: "forever" as const, durationInMonths: null };
    const view = discountedPricing(pricingView({ option: supporter, now }), {
      interval: supporter.interval,
      discount: forever,
    });
    expect(view.nextPeriodText).toBe("Then $16 monthly");
    expect(view.discountLine?.lengthText).toBe("forever");
  });

  it("shows no line for a fixed amount in another currency", () => {
    const euros = { ...save20, percentOffHundredths: null, amountsOff: { EUR: 100 } };
    const view = discountedPricing(pricingView({ option: supporter, now }), {
      interval: supporter.interval,
      discount: euros,
    });
    expect(view.discountLine).toBeNull();
    expect(view.dueTodayMinor).toBe(2000);
  });

  it("discounts a gift's one term without a length", () => {
    const view = discountedPricing(pricingView({ option: supporter, now, gift: true }), {
      interval: supporter.interval,
      discount: save20,
      gift: true,
    });
    expect(view.dueTodayMinor).toBe(1600);
    expect(view.discountLine?.lengthText).toBeNull();
  });
});
