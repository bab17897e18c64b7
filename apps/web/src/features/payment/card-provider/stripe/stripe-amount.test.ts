import { describe, expect, it } from "vitest";
import { stripeAmount } from "./stripe-amount";

describe("stripeAmount (the server's rule, for the wallet's total)", () => {
  it.each([
    { amount: 2000, currency: "usd", expected: 2000 },
    { amount: 5000, currency: "jpy", expected: 5000 },
    { amount: 1500, currency: "kwd", expected: 1500 },
    { amount: 5, currency: "isk", expected: 500 },
    { amount: 5, currency: "ISK", expected: 500 },
    { amount: 500, currency: "mga", expected: 5 },
  ])("counts $amount $currency as $expected", ({ amount, currency, expected }) => {
    expect(stripeAmount(amount, currency)).toBe(expected);
  });

  it("has no Stripe amount for a fraction of an ariary", () => {
    expect(stripeAmount(550, "mga")).toBeNull();
  });
});
