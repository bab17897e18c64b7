import { describe, expect, it } from "vitest";
import { paymentStatus } from "./payment-status";

describe("paymentStatus", () => {
  const paid = { amount: 800, currency: "USD" };

  it("says a payment nothing was given back of is paid", () => {
    expect(paymentStatus({ ...paid, refunded_amount: 0 })).toEqual({ status: "Paid", note: null });
  });

  it("says a payment given back in full is refunded", () => {
    expect(paymentStatus({ ...paid, refunded_amount: 800 })).toEqual({
      status: "Refunded",
      note: null,
    });
  });

  it("says how much of a partly refunded payment was given back", () => {
    expect(paymentStatus({ ...paid, refunded_amount: 400 })).toEqual({
      status: "Partly refunded",
      note: "Refunded $4",
    });
    expect(paymentStatus({ amount: 3000, currency: "JPY", refunded_amount: 400 }).note).toBe(
      "Refunded ¥400",
    );
  });
});
