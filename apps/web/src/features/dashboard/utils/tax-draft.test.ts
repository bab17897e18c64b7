import { describe, expect, it } from "vitest";
import { checkTaxDraft, type TaxDraft, taxDraftOf } from "./tax-draft";

const filled: TaxDraft = {
  ...taxDraftOf(null),
  collect: true,
  legal_name: "Ada Studio B.V.",
  line1: "Keizersgracht 1",
  city: "Amsterdam",
  postal_code: "1015 CJ",
  country: "nl",
  registrations: [{ key: "a", country: "NL", tax_id: "NL000099998B57" }],
};

describe("the Tax section's form read as tax settings", () => {
  it("collects none when the box is not ticked, whatever the fields hold", () => {
    expect(checkTaxDraft({ ...filled, collect: false, legal_name: "" })).toEqual({
      tax: null,
      errors: {},
    });
  });

  it("reads a filled form as the settings the API takes, and back", () => {
    const { tax, errors } = checkTaxDraft(filled);
    expect(errors).toEqual({});
    expect(tax).toEqual({
      registrations: [{ country: "NL", tax_id: "NL000099998B57" }],
      legal_name: "Ada Studio B.V.",
      legal_address: {
        line1: "Keizersgracht 1",
        line2: null,
        city: "Amsterdam",
        postal_code: "1015 CJ",
        country: "NL",
      },
      price_mode: "inclusive",
    });
    const again = checkTaxDraft(taxDraftOf(tax));
    expect(again.tax).toEqual(tax);
  });

  it.each([
    [{ legal_name: "" }, "legal_name", "Give the legal name your invoices carry."],
    [{ line1: "" }, "line1", "The legal address needs its first line."],
    [{ city: "" }, "city", "The legal address needs its city."],
    [
      { country: "Holland" },
      "country",
      "The legal address's country is its two-letter ISO code, such as NL.",
    ],
    [
      { registrations: [] },
      "registrations",
      "Name at least one registration, or set tax to null to collect none.",
    ],
    [
      { registrations: [{ key: "a", country: "NL", tax_id: "!" }] },
      "registrations.0.tax_id",
      "A tax id is 1 to 40 letters and digits, with spaces, dots or dashes.",
    ],
  ])("says what is wrong beside the field: %j", (change, key, sentence) => {
    expect(checkTaxDraft({ ...filled, ...change }).errors[key]).toBe(sentence);
  });
});
