import { type CardField, type CardInput, checkCard } from "@creator-checkout/core/cards";
import { describe, expect, it } from "vitest";
import { cardFieldsState, cardTokenRequest, describedField, emptyCard } from "./card-fields-state";

const now = new Date("2030-06-15T12:00:00Z");
const good: CardInput = {
  number: "4242 4242 4242 4242",
  expiry: "12 / 31",
  cvc: "123",
  postalCode: "94107",
};
const checks = (card: CardInput) => checkCard(card, now);
const set = (...fields: CardField[]) => new Set(fields);

describe("cardFieldsState", () => {
  it.each<[string, CardInput, CardField[], CardField[], boolean, CardField | undefined]>([
    ["a blank card", emptyCard, [], [], false, undefined],
    ["a whole card", good, [], [], true, undefined],
    // docs/decisions/156: Tab passing an empty field is not a mistake.
    ["an empty field left without typing", emptyCard, [], ["number"], false, undefined],
    [
      "a short number typed in, not left",
      { ...good, number: "4242" },
      ["number"],
      [],
      false,
      undefined,
    ],
    [
      "a short number typed in and left",
      { ...good, number: "4242" },
      ["number"],
      ["number"],
      false,
      "number",
    ],
    [
      "a wrong number, said at once",
      { ...good, number: "4242 4242 4242 4241" },
      [],
      [],
      false,
      "number",
    ],
    ["a past expiry, said at once", { ...good, expiry: "01 / 20" }, [], [], false, "expiry"],
    ["a short CVC left", { ...good, cvc: "1" }, ["cvc"], ["cvc"], false, "cvc"],
    [
      "the first field with a message wins",
      { ...good, expiry: "01 / 20", cvc: "1" },
      ["cvc"],
      ["cvc"],
      false,
      "expiry",
    ],
  ])("%s", (_case, card, edited, blurred, complete, erroredField) => {
    const state = cardFieldsState(card, { edited: set(...edited), blurred: set(...blurred) }, now);
    const check = erroredField ? checks(card)[erroredField] : null;
    expect(state).toEqual({
      complete,
      erroredField,
      error: check ? (check.invalid ?? check.incomplete) : null,
    });
    if (erroredField) expect(state.error).toEqual(expect.any(String));
  });
});

describe("describedField", () => {
  it.each<[CardField | undefined, CardField]>([
    [undefined, "number"],
    ["number", "number"],
    ["expiry", "expiry"],
    ["cvc", "cvc"],
    ["postalCode", "postalCode"],
  ])("%s", (erroredField, expected) => {
    expect(describedField(erroredField)).toBe(expected);
  });
});

describe("cardTokenRequest", () => {
  it.each([
    [
      "a whole card",
      { ...good, postalCode: " 94107 " },
      {
        number: "4242424242424242",
        exp_month: 12,
        exp_year: 2031,
        cvc: "123",
        postal_code: "94107",
      },
    ],
    [
      "an expiry that does not read",
      { ...good, expiry: "1" },
      { number: "4242424242424242", exp_month: 0, exp_year: 0, cvc: "123", postal_code: "94107" },
    ],
  ])("%s", (_case, card, expected) => {
    expect(cardTokenRequest(card)).toEqual(expected);
  });
});
