import { describe, expect, it } from "vitest";
import { defaultBuyerCountry } from "./buyer-country";

describe("the country the Payment card proposes", () => {
  it.each([
    // The browser names the region of the page's language.
    ["de", ["de-DE"], "DE"],
    ["de", ["de-AT", "en-US"], "AT"],
    ["de", ["en-US", "de-CH"], "CH"],
    ["fr", ["fr-BE"], "BE"],
    ["en", ["en-GB"], "GB"],
    ["nl", ["nl-BE", "nl-NL"], "BE"],
    // The page's own tag has a region.
    ["pt-BR", [], "BR"],
    ["pt-PT", ["en-US"], "PT"],
    // A bare language: CLDR's likely region for it.
    ["de", [], "DE"],
    ["de", ["de"], "DE"],
    ["de", ["en-US"], "DE"],
    ["en", [], "US"],
    ["fr", [], "FR"],
    ["es", [], "ES"],
    ["it", [], "IT"],
    ["nl", [], "NL"],
    ["sv", [], "SE"],
    ["da", [], "DK"],
    ["nb", [], "NO"],
    ["fi", [], "FI"],
    ["pl", [], "PL"],
    ["cs", [], "CZ"],
    ["hu", [], "HU"],
    ["tr", [], "TR"],
    ["ja", [], "JP"],
    ["ko", [], "KR"],
    ["zh-Hans", [], "CN"],
    ["zh-Hant", [], "TW"],
    ["id", [], "ID"],
    ["uk", [], "UA"],
    ["ar", [], "EG"],
    ["he", [], "IL"],
  ] as const)("a %s page in a browser set to %j proposes %s", (page, browser, country) => {
    expect(defaultBuyerCountry(page, browser)).toBe(country);
  });

  it.each([
    ["es", ["es-419"], "ES"],
    ["en", ["not a tag", "en-IE"], "IE"],
  ] as const)(
    "a %s page skips a browser language %j that names no country",
    (page, browser, country) => {
      expect(defaultBuyerCountry(page, browser)).toBe(country);
    },
  );

  it("proposes nothing for a page language that is not a tag", () => {
    expect(defaultBuyerCountry("", [])).toBeNull();
  });
});
