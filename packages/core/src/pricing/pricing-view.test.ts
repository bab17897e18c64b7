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
      renewalText: null,
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
    expect(view.renewalText).toBe("Renews on December 21, 2026");
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

  // docs/decisions/064: whenever a trial applies, the renewal line names the first charge.
  it.each([
    {
      case: "a monthly option with a 14-day free trial",
      option: { ...freeTrial },
      trialEnds: "Trial ends at December 5, 2026",
      renews: "Renews on December 5, 2026",
    },
    {
      case: "a yearly option with a 1-month trial for $1",
      option: {
        ...freeTrial,
        price: 8000,
        interval: "year" as const,
        trial_interval: "month" as const,
        trial_quantity: 1,
        trial_price: 100,
        trial_currency: "USD",
      },
      trialEnds: "Trial ends at December 21, 2026",
      renews: "Renews on December 21, 2026",
    },
  ])("renews $case on the day its trial ends", ({ option, trialEnds, renews }) => {
    const view = pricingView({ option, now });
    expect(view.trialEndsText).toBe(trialEnds);
    expect(view.renewalText).toBe(renews);
  });

  describe("while a monthly subscriber renewing December 21 switches to a yearly option", () => {
    const yearlyWithTrial: PricedOption = {
      ...monthly,
      price: 8000,
      interval: "year",
      trial_interval: "month",
      trial_quantity: 1,
      trial_price: 100,
      trial_currency: "USD",
    };
    const quote = {
      payNow: true,
      prorateAmountMinor: 6000,
      nowPeriodEnd: new Date("2027-11-21T06:30:00Z"),
      currentPeriodEnd: new Date("2026-12-21T06:30:00Z"),
    };
    const laterOnly = { ...quote, payNow: false, prorateAmountMinor: 0 };

    it.each([
      {
        case: "before a choice",
        timing: null,
        quote,
        dueTodayMinor: null,
        renewalText: null,
      },
      {
        case: "switching now",
        timing: "now" as const,
        quote,
        dueTodayMinor: 6000,
        renewalText: "Switches today; renews on November 21, 2027",
      },
      {
        case: "switching later",
        timing: "later" as const,
        quote,
        dueTodayMinor: 0,
        renewalText: "Switches on December 21, 2026, when your current period ends",
      },
      {
        case: "switching now where it is not possible",
        timing: "now" as const,
        quote: laterOnly,
        dueTodayMinor: null,
        renewalText: null,
      },
      {
        case: "while the quote is worked out",
        timing: "now" as const,
        quote: null,
        dueTodayMinor: null,
        renewalText: null,
      },
    ])("shows the switch's own terms $case", ({ timing, quote, dueTodayMinor, renewalText }) => {
      const view = pricingView({ option: yearlyWithTrial, now, switching: { timing, quote } });
      expect(view).toMatchObject({
        priceMinor: 8000,
        dueTodayMinor,
        renewalText,
        // A switch never brings the new option's own trial (docs/decisions/031).
        hasTrial: false,
        trialLength: null,
        trialEndsText: null,
        afterTrialMinor: null,
        nextPeriodText: "Then $80 annually",
      });
    });
  });
});
