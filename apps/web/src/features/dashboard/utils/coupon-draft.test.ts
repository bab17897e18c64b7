import { describe, expect, it } from "vitest";
import {
  blankCouponDraft,
  CODE_OR_GENERATED,
  catalogCurrencies,
  couponMadeSentence,
  couponToSend,
  toggledOptionIds,
  withoutErrors,
} from "./coupon-draft";
import type { CouponDraft, DraftErrors } from "./coupon-form";

const blank = blankCouponDraft(["EUR", "USD"]);

describe("catalogCurrencies", () => {
  it.each<[string, string[], string[]]>([
    ["each currency once, sorted", ["USD", "EUR", "USD", "GBP"], ["EUR", "GBP", "USD"]],
    ["none for an empty catalog", [], []],
  ])("%s", (_, currencies, expected) => {
    expect(catalogCurrencies(currencies.map((currency) => ({ currency })))).toEqual(expected);
  });
});

describe("blankCouponDraft", () => {
  it("starts as a percentage off the first payment, on every option, with one field per currency", () => {
    expect(blank).toMatchObject({
      kind: "percent",
      duration: "once",
      optionIds: null,
      firstTimeOnly: false,
      amountsOff: { EUR: "", USD: "" },
      minimums: { EUR: "", USD: "" },
      code: "",
    });
  });
});

describe("withoutErrors", () => {
  const errors: DraftErrors = {
    name: "Too long.",
    "amountsOff.EUR": "Enter an amount.",
    code: "Taken.",
  };
  it.each<[string, (keyof DraftErrors)[], DraftErrors]>([
    ["a change that answers nothing keeps every sentence", [], errors],
    [
      "a field's change clears its own sentence",
      ["name"],
      { "amountsOff.EUR": "Enter an amount.", code: "Taken." },
    ],
    [
      "a currency's field clears its own",
      ["amountsOff", "amountsOff.EUR"],
      { name: "Too long.", code: "Taken." },
    ],
    ["a field without a sentence changes nothing", ["months"], errors],
  ])("%s", (_, cleared, expected) => {
    expect(withoutErrors(errors, cleared)).toEqual(expected);
    expect(errors).toHaveProperty("name", "Too long.");
  });
});

describe("toggledOptionIds", () => {
  const catalog = ["a", "b", "c"];
  it.each<[string, readonly string[] | null, string, boolean, string[]]>([
    ["ticking one from every option starts a list of it", null, "b", true, ["b"]],
    ["ticks keep the catalog's order", ["c"], "a", true, ["a", "c"]],
    ["unticking leaves the rest", ["a", "b"], "a", false, ["b"]],
    ["unticking the last leaves none, which the form refuses", ["a"], "a", false, []],
    ["an option gone from the catalog is dropped", ["zz", "b"], "c", true, ["b", "c"]],
  ])("%s", (_, ticked, optionId, on, expected) => {
    expect(toggledOptionIds(catalog, ticked, optionId, on)).toEqual(expected);
  });
});

describe("couponToSend", () => {
  const filled: CouponDraft = { ...blank, percentOff: "20", code: "SAVE20" };
  it.each<[string, CouponDraft, boolean, object]>([
    [
      "a typed code is sent with the coupon",
      filled,
      false,
      { body: { percent_off: 20, duration: "once", first_time_only: false, code: "SAVE20" } },
    ],
    [
      "a typed code must be there",
      { ...filled, code: "  " },
      false,
      { errors: { code: CODE_OR_GENERATED } },
    ],
    [
      "a generated code ignores what was typed, even a malformed one",
      { ...filled, code: "not a code!" },
      true,
      { body: { percent_off: 20, duration: "once", first_time_only: false } },
    ],
    [
      "the form's own sentences come first, the missing code is not added to them",
      { ...filled, percentOff: "", code: "" },
      false,
      { errors: { percentOff: "Enter a percentage from 0.01 to 100, such as 20 or 12.5." } },
    ],
  ])("%s", (_, draft, generated, expected) => {
    expect(couponToSend(draft, generated)).toEqual(expected);
  });
});

describe("couponMadeSentence", () => {
  it.each<[string | null, string | null, string]>([
    ["Spring sale", "SPRING", "Spring sale is made, with the code SPRING."],
    [null, "X7K2M9P4QR", "The coupon is made, with the code X7K2M9P4QR."],
    ["Spring sale", null, "Spring sale is made without a code: add one on its card."],
    [null, null, "The coupon is made without a code: add one on its card."],
  ])("%j with %j", (name, code, sentence) => {
    expect(couponMadeSentence(name, code)).toBe(sentence);
  });
});
