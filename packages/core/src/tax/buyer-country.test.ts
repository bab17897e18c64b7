import { describe, expect, it } from "vitest";
import { buyerCountry } from "./buyer-country";

describe("the buyer's country from the card and what the buyer states", () => {
  it.each([
    {
      case: "both agree",
      evidence: { cardCountry: "NL", statedCountry: "NL", confirmed: false },
      result: {
        kind: "known",
        country: "NL",
        cardCountry: "NL",
        statedCountry: "NL",
        agreed: true,
      },
    },
    {
      case: "both agree, whatever their case and spaces",
      evidence: { cardCountry: "nl", statedCountry: " NL ", confirmed: false },
      result: {
        kind: "known",
        country: "NL",
        cardCountry: "NL",
        statedCountry: "NL",
        agreed: true,
      },
    },
    {
      case: "the processor gives no card country",
      evidence: { cardCountry: null, statedCountry: "DE", confirmed: false },
      result: {
        kind: "known",
        country: "DE",
        cardCountry: null,
        statedCountry: "DE",
        agreed: false,
      },
    },
    {
      case: "the processor gives something that is not a country",
      evidence: { cardCountry: "Germany", statedCountry: "DE", confirmed: false },
      result: {
        kind: "known",
        country: "DE",
        cardCountry: null,
        statedCountry: "DE",
        agreed: false,
      },
    },
    {
      case: "they disagree and the buyer has not confirmed",
      evidence: { cardCountry: "DE", statedCountry: "US", confirmed: false },
      result: { kind: "confirm", cardCountry: "DE", statedCountry: "US" },
    },
    {
      case: "they disagree and the buyer confirmed the stated country",
      evidence: { cardCountry: "DE", statedCountry: "FR", confirmed: true },
      result: {
        kind: "known",
        country: "FR",
        cardCountry: "DE",
        statedCountry: "FR",
        agreed: false,
      },
    },
    {
      case: "the stated country is not a country code",
      evidence: { cardCountry: "NL", statedCountry: "Netherlands", confirmed: true },
      result: { kind: "unknown" },
    },
    {
      case: "the stated country is a prototype's name",
      evidence: { cardCountry: "NL", statedCountry: "__proto__", confirmed: false },
      result: { kind: "unknown" },
    },
    {
      case: "the stated country is empty",
      evidence: { cardCountry: "NL", statedCountry: "", confirmed: false },
      result: { kind: "unknown" },
    },
  ] as const)("$case", ({ evidence, result }) => {
    expect(buyerCountry(evidence)).toEqual(result);
  });

  it("does not read a megabyte-long country", () => {
    const statedCountry = `NL${" ".repeat(1_000_000)}`;
    expect(buyerCountry({ cardCountry: "NL", statedCountry, confirmed: false })).toEqual({
      kind: "unknown",
    });
  });
});
