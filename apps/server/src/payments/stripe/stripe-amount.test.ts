import { describe, expect, it } from "vitest";
import { PaymentMethodError } from "../payment-gateway";
import { stripeChargeAmount } from "./stripe-amount";

describe("charging an amount Stripe cannot take", () => {
  it("refuses a fraction of an ariary with a sentence, rather than rounding it", () => {
    expect(() => stripeChargeAmount(150050, "MGA")).toThrow(
      new PaymentMethodError(
        "invalid_amount",
        "This amount cannot be charged: card payments in MGA are in whole units.",
      ),
    );
    expect(stripeChargeAmount(150000, "MGA")).toBe(1500);
  });
});
