import { describe, expect, it } from "vitest";
import { type PricedOption, pricingView } from "./pricing-view";

const now = new Date("2026-11-21T06:30:00Z");

const oneTime: PricedOption = {
  price: 1500,
  currency: "USD",
  interval: null,
  interval_quantity: 1,
  trial_interval: null,
  trial_quantity: null,
  trial_price: null,
  trial_currency: null,
};
const monthly: PricedOption = { ...oneTime, price: 800, interval: "month" };
const freeTrial: PricedOption = { ...monthly, trial_interval: "day", trial_quantity: 14 };

describe("pricingView", () => {
  it("charges a one-time option's price today and shows nothing recurring", () => {
    expect(pricingView({ option: oneTime, now })).toEqual({
      currency: "USD",
      priceMinor: 1500,
      dueTodayMinor: 1500,
      afterTrialMinor: null,
      hasTrial: false,
      trialLength: null,
      trialFree: false,
      trialPriceText: null,
      trialEndsText: null,
      renewsAt: null,
      intervalLabel: null,
      prorateMinor: null,
      nextPeriodText: null,
      giftTermText: null,
    });
  });

  it("charges a gift one term of its option today, without the trial, and never renews it", () => {
    const view = pricingView({ option: freeTrial, now, gift: true });
    expect(view).toMatchObject({
      priceMinor: 800,
      dueTodayMinor: 800,
      afterTrialMinor: null,
      hasTrial: false,
      trialLength: null,
      renewsAt: null,
      intervalLabel: null,
      nextPeriodText: null,
      giftTermText: "A gift of 1 month; it does not renew",
    });
    expect(pricingView({ option: oneTime, now, gift: true }).giftTermText).toBeNull();
  });

  it("charges a monthly option's price today and renews it in 30 days", () => {
    const view = pricingView({ option: monthly, now });
    expect(view.dueTodayMinor).toBe(800);
    expect(view.renewsAt).toEqual(new Date("2026-12-21T06:30:00Z"));
    expect(view.intervalLabel).toBe("monthly");
    expect(view.nextPeriodText).toBe("Then $8 monthly");
  });

  it("renews an annual option in 365 days", () => {
    const view = pricingView({ option: { ...monthly, price: 8000, interval: "year" }, now });
    expect(view.renewsAt).toEqual(new Date("2027-11-21T06:30:00Z"));
    expect(view.nextPeriodText).toBe("Then $80 annually");
  });

  it("names the period of an option billed every few intervals", () => {
    const view = pricingView({ option: { ...monthly, price: 2400, interval_quantity: 3 }, now });
    expect(view.nextPeriodText).toBe("Then $24 every 3 months");
  });

  it("charges nothing today for a free trial and shows the price after it", () => {
    expect(pricingView({ option: freeTrial, now })).toMatchObject({
      dueTodayMinor: 0,
      afterTrialMinor: 800,
      hasTrial: true,
      trialLength: "14 days",
      trialFree: true,
      trialPriceText: "Free",
      trialEndsText: "Trial ends at December 5, 2026",
      nextPeriodText: "Then $8 monthly",
    });
  });

  it.each([
    { trialInterval: "day", quantity: 1, endsText: "Trial ends at November 22, 2026" },
    { trialInterval: "week", quantity: 2, endsText: "Trial ends at December 5, 2026" },
    { trialInterval: "month", quantity: 1, endsText: "Trial ends at December 21, 2026" },
    { trialInterval: "year", quantity: 1, endsText: "Trial ends at November 21, 2027" },
  ] as const)(
    "ends a $quantity $trialInterval trial with the text $endsText",
    ({ trialInterval, quantity, endsText }) => {
      const option = { ...freeTrial, trial_interval: trialInterval, trial_quantity: quantity };
      expect(pricingView({ option, now }).trialEndsText).toBe(endsText);
    },
  );

  it("treats a trial price of 0 as free", () => {
    const view = pricingView({ option: { ...freeTrial, trial_price: 0 }, now });
    expect(view.trialFree).toBe(true);
    expect(view.trialPriceText).toBe("Free");
  });

  it("charges a paid trial's price today", () => {
    const option = { ...freeTrial, trial_price: 100, trial_currency: "USD" };
    expect(pricingView({ option, now })).toMatchObject({
      dueTodayMinor: 100,
      afterTrialMinor: 800,
      trialFree: false,
      trialPriceText: "$1",
    });
  });

  it("refuses a trial priced in another currency than its option", () => {
    const option = { ...freeTrial, trial_price: 100, trial_currency: "EUR" };
    expect(() => pricingView({ option, now })).toThrow(RangeError);
  });

  it.each([
    { currency: "USD", customPriceMinor: 2500, priceMinor: 2500 },
    { currency: "USD", customPriceMinor: null, priceMinor: 100 },
    { currency: "USD", customPriceMinor: undefined, priceMinor: 100 },
    { currency: "USD", customPriceMinor: 50, priceMinor: 100 },
    { currency: "JPY", customPriceMinor: null, priceMinor: 1 },
    { currency: "KWD", customPriceMinor: 999, priceMinor: 1000 },
    { currency: "KWD", customPriceMinor: 12_345, priceMinor: 12_350 },
    { currency: "CHF", customPriceMinor: 1233, priceMinor: 1235 },
    { currency: "CHF", customPriceMinor: 1232, priceMinor: 1230 },
    { currency: "CHF", customPriceMinor: 1250, priceMinor: 1250 },
    { currency: "CHF", customPriceMinor: 99, priceMinor: 100 },
  ])(
    "prices a $currency custom-amount option given $customPriceMinor at $priceMinor",
    ({ currency, customPriceMinor, priceMinor }) => {
      const option = { ...oneTime, price: null, currency };
      const view = pricingView({ option, customPriceMinor, now });
      expect(view.priceMinor).toBe(priceMinor);
      expect(view.dueTodayMinor).toBe(priceMinor);
    },
  );

  it("ignores a custom amount for an option that has a price", () => {
    expect(pricingView({ option: oneTime, customPriceMinor: 9900, now }).priceMinor).toBe(1500);
  });

  it("charges the prorated amount today when switching now", () => {
    const proration = {
      pay_now: true,
      prorate_amount: 320,
      next_price: 8000,
      end_date: "2026-12-21",
    };
    const option = { ...monthly, price: 8000, interval: "year" as const };
    expect(pricingView({ option, now, proration })).toMatchObject({
      dueTodayMinor: 320,
      prorateMinor: 320,
      nextPeriodText: "Then $80 annually",
    });
  });

  it("prorates even during a trial when switching now", () => {
    const proration = { pay_now: true, prorate_amount: 320, next_price: 800, end_date: "" };
    expect(pricingView({ option: freeTrial, now, proration }).dueTodayMinor).toBe(320);
  });

  it("charges the usual amount today when the proration does not pay now", () => {
    const proration = { pay_now: false, prorate_amount: 320, next_price: 900, end_date: "" };
    expect(pricingView({ option: monthly, now, proration })).toMatchObject({
      dueTodayMinor: 800,
      prorateMinor: 320,
      nextPeriodText: "Then $9 monthly",
    });
  });
});
