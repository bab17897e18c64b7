import { describe, expect, it } from "vitest";
import { optionPriceText } from "./option-price-text";
import type { PricedOption } from "./pricing-view";

const monthly: PricedOption = {
  price: 800,
  currency: "USD",
  interval: "month",
  interval_quantity: 1,
  trial_interval: null,
  trial_quantity: null,
  trial_price: null,
  trial_currency: null,
};

describe("optionPriceText", () => {
  it.each([
    { name: "a monthly option", option: monthly, text: "$8 monthly" },
    {
      name: "a yearly option",
      option: { ...monthly, price: 8000, interval: "year" },
      text: "$80 annually",
    },
    {
      name: "every two years",
      option: { ...monthly, price: 8000, interval: "year", interval_quantity: 2 },
      text: "$80 every 2 years",
    },
    {
      name: "a free trial",
      option: { ...monthly, trial_interval: "day", trial_quantity: 14 },
      text: "14 days free, then $8 monthly",
    },
    {
      name: "a paid trial",
      option: {
        ...monthly,
        price: 8000,
        interval: "year",
        trial_interval: "month",
        trial_quantity: 1,
        trial_price: 100,
        trial_currency: "USD",
      },
      text: "1 month for $1, then $80 annually",
    },
    {
      name: "a one-time option",
      option: { ...monthly, price: 500, currency: "CHF", interval: null },
      text: "CHF 5",
    },
    {
      name: "a custom amount",
      option: { ...monthly, price: null, currency: "CHF", interval: null },
      text: "Any amount from CHF 1",
    },
  ] as const)("$name: $text", ({ option, text }) => {
    expect(optionPriceText(option as PricedOption)).toBe(text);
  });
});
