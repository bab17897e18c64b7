import { describe, expect, it } from "vitest";
import type { BillingCycle } from "../pricing/billing-period";
import {
  discountCoversNewCycle,
  discountCoversPeriod,
  discountLengthText,
} from "./discount-duration";

const anchor = new Date("2027-01-31T12:00:00Z");
const monthly: BillingCycle = { anchor, interval: "month" as const, intervalQuantity: 1 };
const yearly: BillingCycle = { anchor, interval: "year" as const, intervalQuantity: 1 };
const weekly: BillingCycle = { anchor, interval: "week" as const, intervalQuantity: 1 };

const covered = (
  length: Parameters<typeof discountCoversPeriod>[0],
  cycle: BillingCycle,
  upTo: number,
) => Array.from({ length: upTo }, (_, n) => discountCoversPeriod(length, cycle, n));

describe("which periods a discount covers", () => {
  it("takes `once` off the first charge of the price only", () => {
    expect(covered({ duration: "once", durationInMonths: null }, monthly, 4)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it("takes `forever` off every period", () => {
    expect(covered({ duration: "forever", durationInMonths: null }, yearly, 4)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it("takes `repeating` off the periods that start within its months", () => {
    const three = { duration: "repeating" as const, durationInMonths: 3 };
    expect(covered(three, monthly, 5)).toEqual([true, true, true, false, false]);
    expect(covered(three, yearly, 3)).toEqual([true, false, false]);
    expect(covered({ duration: "repeating", durationInMonths: 13 }, yearly, 3)).toEqual([
      true,
      true,
      false,
    ]);
    // 31 January + 1 month is 28 February: weeks up to then are covered.
    expect(covered({ duration: "repeating", durationInMonths: 1 }, weekly, 6)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it("says how long it lasts on a recurring option", () => {
    expect(discountLengthText({ duration: "repeating", durationInMonths: 3 }, "month")).toBe(
      "for 3 months",
    );
    expect(discountLengthText({ duration: "repeating", durationInMonths: 1 }, "month")).toBe(
      "for 1 month",
    );
    expect(discountLengthText({ duration: "repeating", durationInMonths: 24 }, "month")).toBe(
      "for 2 years",
    );
    expect(discountLengthText({ duration: "forever", durationInMonths: null }, "year")).toBe(
      "forever",
    );
    expect(discountLengthText({ duration: "once", durationInMonths: null }, "month")).toBeNull();
    expect(discountLengthText({ duration: "forever", durationInMonths: null }, null)).toBeNull();
  });
});

describe("whether a discount covers a new cycle begun by a switch", () => {
  it("is spent for `once`, kept for `forever`, and kept for `repeating` within its months", () => {
    const at = new Date("2027-03-15T00:00:00Z");
    expect(discountCoversNewCycle({ duration: "once", durationInMonths: null }, anchor, at)).toBe(
      false,
    );
    expect(
      discountCoversNewCycle({ duration: "forever", durationInMonths: null }, anchor, at),
    ).toBe(true);
    expect(discountCoversNewCycle({ duration: "repeating", durationInMonths: 2 }, anchor, at)).toBe(
      true,
    );
    expect(
      discountCoversNewCycle(
        { duration: "repeating", durationInMonths: 2 },
        anchor,
        new Date("2027-03-31T12:00:00Z"),
      ),
    ).toBe(false);
  });
});
