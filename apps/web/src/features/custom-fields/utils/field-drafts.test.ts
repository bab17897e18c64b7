import { describe, expect, it } from "vitest";
import { answerFromDraft, draftFromSaved, emptyAddress } from "./field-drafts";

describe("answerFromDraft", () => {
  it.each([
    ["checkbox", ["travel", "food"], ["travel", "food"]],
    ["checkbox", [], null],
    ["short_answer", "  <b>Acme</b>  ", "<b>Acme</b>"],
    ["short_answer", "   ", null],
    ["url", "https://example.com", "https://example.com"],
    ["number", "12", 12],
    ["number", "3.5", 3.5],
    ["number", "twelve", "twelve"],
    ["date", "1990-05-17", "1990-05-17"],
    ["dropdown", "", null],
    ["boolean", "no", "no"],
  ] as const)("turns a %s draft %j into %j", (type, draft, answer) => {
    expect(answerFromDraft(type, draft)).toEqual(answer);
  });

  it("names the area line by the country and leaves out an empty second line", () => {
    const draft = { ...emptyAddress, address1: "1 Rue", city: "Montréal", post_code: "H2X 1Y4" };
    expect(answerFromDraft("address", { ...draft, country: "CA", area: "QC" })).toEqual({
      country: "CA",
      address1: "1 Rue",
      city: "Montréal",
      post_code: "H2X 1Y4",
      province: "QC",
    });
  });

  it("calls an address with only a country no answer", () => {
    expect(answerFromDraft("address", { ...emptyAddress, country: "Other" })).toBeNull();
  });
});

describe("draftFromSaved", () => {
  it("shows a saved number and address again", () => {
    expect(draftFromSaved("number", 42)).toBe("42");
    expect(
      draftFromSaved("address", {
        country: "Other",
        address1: "1 High St",
        city: "York",
        post_code: "12345",
        region: "Yorkshire",
      }),
    ).toEqual({
      country: "Other",
      address1: "1 High St",
      address2: "",
      city: "York",
      post_code: "12345",
      area: "Yorkshire",
    });
  });

  it("starts empty when nothing usable was saved", () => {
    expect(draftFromSaved("checkbox", "travel")).toEqual([]);
    expect(draftFromSaved("short_answer", { html: "<i>" })).toBe("");
    expect(draftFromSaved("address", null)).toEqual(emptyAddress);
  });
});
