import type { PropertyType } from "@creator-checkout/core/catalog";
import { describe, expect, it } from "vitest";
import { autocompletePurpose } from "./autocomplete-purpose";

describe("autocompletePurpose", () => {
  it.each<[string, PropertyType, string]>([
    ["Company", "short_answer", "organization"],
    ["  Organisation ", "short_answer", "organization"],
    ["Job title", "short_answer", "organization-title"],
    ["First name", "short_answer", "given-name"],
    ["Surname", "short_answer", "family-name"],
    ["Name", "short_answer", "name"],
    ["E-mail", "short_answer", "email"],
    ["Phone number", "short_answer", "tel"],
    ["Website", "url", "url"],
    ["Portfolio", "url", "url"],
    ["Birthday", "date", "bday"],
    ["Date of birth", "date", "bday"],
    ["Start date", "date", "off"],
    ["Team size", "number", "off"],
    ["Favourite book", "short_answer", "off"],
    // A date named like a company is no company, and a choice takes no token.
    ["Company", "date", "off"],
    ["Company", "dropdown", "off"],
    ["Role", "dropdown", "off"],
  ])("%j (%s) is %s", (label, type, token) => {
    expect(autocompletePurpose({ label, type })).toBe(token);
  });
});
