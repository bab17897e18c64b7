import { describe, expect, it } from "vitest";
import { stripeAmount } from "./stripe-amount";

describe("amounts as Stripe counts them", () => {
  it.each([
    { amount: 2000, currency: "USD", sent: 2000, says: "cents stay cents" },
    { amount: 2000, currency: "usd", sent: 2000, says: "the currency's case does not matter" },
    { amount: 500, currency: "JPY", sent: 500, says: "yen stay yen (zero-decimal in both)" },
    { amount: 12345, currency: "HUF", sent: 12345, says: "HUF is charged with two decimals" },
    { amount: 9900, currency: "TWD", sent: 9900, says: "TWD is charged with two decimals" },
    { amount: 5120, currency: "KWD", sent: 5120, says: "fils stay fils (three decimals)" },
    { amount: 5, currency: "ISK", sent: 500, says: "ISK is two-decimal at Stripe" },
    { amount: 150000, currency: "MGA", sent: 1500, says: "Stripe counts whole ariary" },
    { amount: 150050, currency: "MGA", sent: null, says: "a fraction of an ariary is refused" },
  ])("sends $amount $currency as $sent: $says", ({ amount, currency, sent }) => {
    expect(stripeAmount(amount, currency)).toBe(sent);
  });
});
