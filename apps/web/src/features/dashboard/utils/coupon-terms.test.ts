import { describe, expect, it } from "vitest";
import { couponDraftOf, termsChange } from "./coupon-terms";

const coupon = {
  name: "Spring",
  percent_off: 12.5,
  amounts_off: null,
  duration: "repeating" as const,
  duration_in_months: 3,
  max_redemptions: 100,
  max_redemptions_per_customer: null,
  redeem_by: "2027-05-31T12:00:00.000Z",
  first_time_only: true,
  minimum_amounts: { EUR: 500 },
  product_option_ids: ["4f3d2c1b-0a9e-4d8c-b7a6-5e4f3d2c1b0a"],
  times_redeemed: 0,
};

describe("an unused coupon's terms in its form", () => {
  it("fills the form with what the coupon says, an amount field for every catalog currency", () => {
    expect(couponDraftOf(coupon, ["USD", "EUR"])).toMatchObject({
      kind: "percent",
      percentOff: "12.5",
      amountsOff: { EUR: "", USD: "" },
      months: "3",
      limit: "100",
      perBuyer: "",
      redeemBy: "2027-05-31",
      minimums: { EUR: "5.00", USD: "" },
    });
  });

  it("sends the terms whole and the same coupon back, leaving an unchanged redeem-by time", () => {
    const draft = couponDraftOf(coupon, ["USD", "EUR"]);
    expect(termsChange(draft, "2027-05-31")).toEqual({
      body: {
        terms: {
          percent_off: 12.5,
          duration: "repeating",
          duration_in_months: 3,
          first_time_only: true,
          minimum_amounts: { EUR: 500 },
          product_option_ids: coupon.product_option_ids,
        },
        max_redemptions: 100,
      },
    });
    const changed = termsChange(
      { ...draft, kind: "amount", amountsOff: { USD: "3" }, limit: "" },
      "2027-05-31",
    );
    expect(changed).toMatchObject({
      body: { terms: { amounts_off: { USD: 300 } }, max_redemptions: null },
    });
  });

  it("says what cannot be read beside its field", () => {
    const draft = { ...couponDraftOf(coupon, ["USD"]), percentOff: "150" };
    expect(termsChange(draft, "2027-05-31")).toEqual({
      errors: { percentOff: "Enter a percentage from 0.01 to 100, such as 20 or 12.5." },
    });
  });
});
