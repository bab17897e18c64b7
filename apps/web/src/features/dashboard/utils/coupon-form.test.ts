import { CODE_SHAPE_MESSAGE } from "@creator-checkout/core/discounts";
import { describe, expect, it } from "vitest";
import {
  type CouponDraft,
  readCount,
  readCouponDraft,
  readPercentOff,
  readRedeemBy,
  redeemByDay,
} from "./coupon-form";

describe("readPercentOff", () => {
  it.each([
    ["20", 20],
    ["12.5", 12.5],
    ["33.33", 33.33],
    [" 0.01 ", 0.01],
    ["100", 100],
    ["100.00", 100],
    ["15 %", 15],
    ["7,5", 7.5],
  ])("reads %j as %d", (text, value) => {
    expect(readPercentOff(text)).toEqual({ value });
  });

  it.each([
    ["", "Enter a percentage from 0.01 to 100, such as 20 or 12.5."],
    ["twenty", "Enter a percentage from 0.01 to 100, such as 20 or 12.5."],
    ["0", "Enter a percentage from 0.01 to 100, such as 20 or 12.5."],
    ["0.00", "Enter a percentage from 0.01 to 100, such as 20 or 12.5."],
    ["100.01", "Enter a percentage from 0.01 to 100, such as 20 or 12.5."],
    ["-5", "Enter a percentage from 0.01 to 100, such as 20 or 12.5."],
    ["1e2", "Enter a percentage from 0.01 to 100, such as 20 or 12.5."],
    ["12.345", "Enter at most two decimals, such as 12.5 or 33.33."],
  ])("refuses %j: %s", (text, error) => {
    expect(readPercentOff(text)).toEqual({ error });
  });
});

describe("readCount", () => {
  it.each([
    ["", undefined, { value: null }],
    ["  ", undefined, { value: null }],
    ["1", undefined, { value: 1 }],
    ["1,000", undefined, { value: 1000 }],
    ["1200", 1200, { value: 1200 }],
    ["0", undefined, { error: "Enter a whole number from 1 to 1,000,000,000." }],
    ["2.5", undefined, { error: "Enter a whole number from 1 to 1,000,000,000." }],
    ["-1", undefined, { error: "Enter a whole number from 1 to 1,000,000,000." }],
    ["1201", 1200, { error: "Enter a whole number from 1 to 1,200." }],
    ["99999999999999999999", undefined, { error: "Enter a whole number from 1 to 1,000,000,000." }],
  ])("reads %j (at most %s): %j", (text, most, reading) => {
    expect(readCount(text, most)).toEqual(reading);
  });
});

describe("readRedeemBy and redeemByDay", () => {
  it.each([
    ["", { value: null }],
    ["2027-01-31", { value: "2027-01-31T23:59:59Z" }],
    ["2027-02-30", { error: "Enter a date such as 2027-01-31." }],
    ["2027-13-45", { error: "Enter a date such as 2027-01-31." }],
    ["31/01/2027", { error: "Enter a date such as 2027-01-31." }],
  ])("reads %j: %j", (day, reading) => {
    expect(readRedeemBy(day)).toEqual(reading);
  });

  it.each([
    [null, ""],
    ["2027-01-31T23:59:59Z", "2027-01-31"],
    ["2027-01-31T23:59:59.000Z", "2027-01-31"],
  ])("%j is the day %j", (instant, day) => {
    expect(redeemByDay(instant)).toBe(day);
  });
});

describe("readCouponDraft", () => {
  const draft: CouponDraft = {
    name: "",
    kind: "percent",
    percentOff: "20",
    amountsOff: { USD: "", CHF: "" },
    duration: "once",
    months: "",
    limit: "",
    perBuyer: "",
    redeemBy: "",
    firstTimeOnly: false,
    minimums: { USD: "", CHF: "" },
    optionIds: null,
    code: "",
  };

  it.each<[string, Partial<CouponDraft>, object]>([
    [
      "the least: a percentage, once",
      {},
      { percent_off: 20, duration: "once", first_time_only: false },
    ],
    [
      "every field",
      {
        name: " Spring ",
        duration: "repeating",
        months: "3",
        limit: "100",
        perBuyer: "1",
        redeemBy: "2027-01-31",
        firstTimeOnly: true,
        minimums: { USD: "10", CHF: "" },
        optionIds: ["a", "b"],
        code: "save20",
      },
      {
        name: "Spring",
        percent_off: 20,
        duration: "repeating",
        duration_in_months: 3,
        max_redemptions: 100,
        max_redemptions_per_customer: 1,
        redeem_by: "2027-01-31T23:59:59Z",
        first_time_only: true,
        minimum_amounts: { USD: 1000 },
        product_option_ids: ["a", "b"],
        code: "save20",
      },
    ],
    [
      "amounts in the currencies filled in, months left out unless repeating",
      { kind: "amount", amountsOff: { USD: "5", CHF: "4.50" }, duration: "forever", months: "3" },
      { amounts_off: { USD: 500, CHF: 450 }, duration: "forever", first_time_only: false },
    ],
  ])("%s", (_, changes, body) => {
    expect(readCouponDraft({ ...draft, ...changes })).toEqual({ body });
  });

  it.each<[string, Partial<CouponDraft>, object]>([
    [
      "no percentage",
      { percentOff: "" },
      { percentOff: "Enter a percentage from 0.01 to 100, such as 20 or 12.5." },
    ],
    [
      "no amount",
      { kind: "amount" },
      { amountsOff: "Enter the amount off in at least one currency." },
    ],
    [
      "an amount that is none",
      { kind: "amount", amountsOff: { USD: "4.505", CHF: "" } },
      { "amountsOff.USD": "Enter at most 2 digits after the point." },
    ],
    [
      "repeating without months",
      { duration: "repeating" },
      { months: "Enter for how many months it lasts." },
    ],
    [
      "too many months",
      { duration: "repeating", months: "1201" },
      { months: "Enter a whole number from 1 to 1,200." },
    ],
    [
      "limits and a day that are none",
      { limit: "0", perBuyer: "x", redeemBy: "soon" },
      {
        limit: "Enter a whole number from 1 to 1,000,000,000.",
        perBuyer: "Enter a whole number from 1 to 1,000,000,000.",
        redeemBy: "Enter a date such as 2027-01-31.",
      },
    ],
    ["no option chosen", { optionIds: [] }, { optionIds: "Choose at least one option." }],
    ["a code of the wrong shape", { code: "no spaces" }, { code: CODE_SHAPE_MESSAGE }],
    [
      "a minimum that is none",
      { minimums: { USD: "0", CHF: "" } },
      { "minimums.USD": "Enter an amount of more than 0." },
    ],
    [
      "a name too long",
      { name: "n".repeat(201) },
      { name: "Enter a name of at most 200 characters." },
    ],
  ])("refuses %s", (_, changes, errors) => {
    expect(readCouponDraft({ ...draft, ...changes })).toEqual({ errors });
  });
});
