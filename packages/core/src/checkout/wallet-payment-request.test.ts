import { describe, expect, it } from "vitest";
import { walletPaymentRequest } from "./wallet-payment-request";

describe("walletPaymentRequest (product.md §7 card payment provider, product.md §9 wallet country)", () => {
  it.each([
    {
      input: { currency: "USD", productTitle: "Membership", amountDueMinor: 800 },
      expected: { country: "US", currency: "usd", label: "Membership", amount: 800 },
    },
    {
      input: { currency: "JPY", productTitle: "Festival pass", amountDueMinor: 1500 },
      expected: { country: "US", currency: "jpy", label: "Festival pass", amount: 1500 },
    },
    {
      input: { currency: "CHF", productTitle: null, amountDueMinor: 500 },
      expected: { country: "US", currency: "chf", label: "product", amount: 500 },
    },
    {
      input: { currency: "usd", productTitle: "   ", amountDueMinor: 0 },
      expected: { country: "US", currency: "usd", label: "product", amount: 0 },
    },
  ])("$input.currency $input.productTitle $input.amountDueMinor", ({ input, expected }) => {
    expect(walletPaymentRequest(input)).toEqual(expected);
  });

  it.each([-1, 1.5, Number.NaN])("refuses an amount of %s", (amountDueMinor) => {
    expect(() =>
      walletPaymentRequest({ currency: "USD", productTitle: "Membership", amountDueMinor }),
    ).toThrow(RangeError);
  });
});
