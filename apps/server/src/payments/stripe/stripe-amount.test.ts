import { describe, expect, it } from "vitest";
import { PaymentMethodError } from "../payment-gateway";
import { stripeAmount } from "./stripe-amount";

describe("amounts as Stripe counts them", () => {
  it.each([
    { amount: 2000, currency: "USD", sent: 2000, says: "cents stay cents" },
    { amount: 500, currency: "JPY", sent: 500, says: "yen stay yen (zero-decimal in both)" },
    { amount: 12345, currency: "HUF", sent: 12345, says: "HUF is charged with two decimals" },
    { amount: 9900, currency: "TWD", sent: 9900, says: "TWD is charged with two decimals" },
    { amount: 5120, currency: "KWD", sent: 5120, says: "fils stay fils (three decimals)" },
    { amount: 5, currency: "ISK", sent: 500, says: "ISK is two-decimal at Stripe" },
    { amount: 150000, currency: "MGA", sent: 1500, says: "Stripe counts whole ariary" },
  ])("sends $amount $currency as $sent: $says", ({ amount, currency, sent }) => {
    expect(stripeAmount(amount, currency)).toBe(sent);
  });

  it("refuses a fraction of an ariary rather than rounding it", () => {
    expect(() => stripeAmount(150050, "MGA")).toThrow(PaymentMethodError);
  });
});
