import { SUPPORTED_LOCALES } from "@creator-checkout/core/i18n";
import { describe, expect, it } from "vitest";
import { chooseLocale, documentLanguage, type LocaleSignals, offeredLocales } from "./page-locale";

const ALL = [...SUPPORTED_LOCALES, "en-XA"];

describe("chooseLocale, with every language offered", () => {
  it.each<[LocaleSignals, string]>([
    [{}, "en"],
    [{ acceptLanguage: "de" }, "de"],
    [{ acceptLanguage: "de-CH,de;q=0.9,en;q=0.8" }, "de"],
    [{ acceptLanguage: "fr;q=0.5, pl, en;q=0.9" }, "pl"],
    [{ acceptLanguage: "xx, tlh;q=0.9, sv;q=0.1" }, "sv"],
    [{ acceptLanguage: "zh-TW" }, "zh-Hant"],
    [{ acceptLanguage: "zh-HK" }, "zh-Hant"],
    [{ acceptLanguage: "zh-CN" }, "zh-Hans"],
    [{ acceptLanguage: "zh" }, "zh-Hans"],
    [{ acceptLanguage: "pt" }, "pt-BR"],
    [{ acceptLanguage: "pt-AO" }, "pt-PT"],
    [{ acceptLanguage: "no" }, "nb"],
    [{ acceptLanguage: "iw" }, "he"],
    [{ acceptLanguage: "ar-EG" }, "ar"],
    [{ acceptLanguage: "*" }, "en"],
    [{ acceptLanguage: "en-US" }, "en"],
    [{ acceptLanguage: "de", creatorDefault: "fr" }, "de"],
    [{ acceptLanguage: "tlh", creatorDefault: "fr" }, "fr"],
    [{ creatorDefault: "es" }, "es"],
    [{ requested: "ja", remembered: "ko", acceptLanguage: "de" }, "ja"],
    [{ requested: "de-AT" }, "de"],
    [{ requested: "klingon", remembered: "ko", acceptLanguage: "de" }, "ko"],
    [{ remembered: "ko", acceptLanguage: "de" }, "ko"],
    [{ requested: "en-XA", acceptLanguage: "de" }, "en-XA"],
    [{ acceptLanguage: "en-XA" }, "en"],
    [{ requested: "", acceptLanguage: "de" }, "de"],
  ])("%j reads %s", (signals, expected) => {
    expect(chooseLocale(signals, ALL)).toBe(expected);
  });

  it.each([
    "de;q=abc",
    ";;;,,,",
    "de\u0000",
    `${"a".repeat(10_000)}`,
    Array.from({ length: 5_000 }, (_, index) => `x${index}`).join(","),
    "../../etc/passwd",
    "<script>",
  ])("falls back calmly on a hostile header: %#", (acceptLanguage) => {
    expect(ALL).toContain(chooseLocale({ acceptLanguage, requested: acceptLanguage }, ALL));
  });
});

describe("with only the languages whose catalogs are complete", () => {
  it("offers the pseudo-locale outside production only", () => {
    expect(offeredLocales({ pseudo: false })).not.toContain("en-XA");
    expect(offeredLocales({ pseudo: true })).toContain("en-XA");
  });

  it("never chooses a language without a catalog", () => {
    const offered = offeredLocales({ pseudo: false });
    expect(offered).toContain(
      chooseLocale({ acceptLanguage: "de", creatorDefault: "fr" }, offered),
    );
  });
});

it.each([
  ["ar", "rtl"],
  ["he", "rtl"],
  ["de", "ltr"],
  ["en-XA", "ltr"],
])("a page in %s reads %s", (locale, dir) => {
  expect(documentLanguage(locale)).toEqual({ lang: locale, dir });
});
