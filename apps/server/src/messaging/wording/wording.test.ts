import { placeholdersOf } from "@creator-checkout/core/i18n";
import { describe, expect, it } from "vitest";
import { englishWording, type WordingKey } from "./english";
import { WORDING_BOOKS, WORDING_LOCALES, wordingFor } from "./wording";

const KEYS = Object.keys(englishWording) as WordingKey[];

describe.each(WORDING_LOCALES)("the %s wording", (locale) => {
  const wording = wordingFor(locale);
  const book = WORDING_BOOKS.find((found) => found.locale === locale);

  it("has every key of English, with the same placeholders, and no other", () => {
    expect(Object.keys(book?.messages ?? {}).sort()).toEqual([...KEYS].sort());
    for (const key of KEYS) {
      expect(placeholdersOf(book?.messages[key] ?? ""), key).toEqual(
        placeholdersOf(englishWording[key]),
      );
    }
  });

  it("has a form for each plural category its language uses for a count", () => {
    const categories = new Set(Array.from({ length: 1001 }, (_, count) => book?.plural(count)));
    for (const key of KEYS) {
      const message = book?.messages[key];
      if (message === undefined || typeof message === "string") continue;
      // "other" always, for a count that is not whole, even where no whole number takes it.
      expect(Object.keys(message).sort(), key).toEqual(
        [...new Set([...categories, "other"])].sort(),
      );
    }
  });

  it("is the one asked for", () => {
    expect(wording.locale).toBe(locale);
  });

  it("fills every placeholder English has, with nothing left over", () => {
    for (const key of KEYS) {
      const names = placeholdersOf(englishWording[key]);
      const values = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
      const text = wording.say(key, { ...values, count: 10 });
      for (const name of names.filter((name) => name !== "count"))
        expect(text, key).toContain(`<${name}>`);
      expect(text, key).not.toMatch(/\{\w+\}/);
    }
  });
});

it("writes English for a language it has no wording for", () => {
  expect(wordingFor("tlh").locale).toBe("en");
  expect(wordingFor(null).say("refund.whole")).toBe("The payment is now refunded in full.");
});

it("picks a plural form by the count", () => {
  const english = wordingFor("en");
  expect(english.say("code.sms", { code: "123456", creator: "N", count: 1 })).toContain(
    "1 minute.",
  );
  expect(english.say("code.sms", { code: "123456", creator: "N", count: 10 })).toContain(
    "10 minutes.",
  );
});

it("has a wording for every language a page can be written in, so e-mails follow the page", async () => {
  const { CATALOG_LOCALES } = await import("@creator-checkout/core/i18n");
  for (const locale of CATALOG_LOCALES) expect(WORDING_LOCALES).toContain(locale);
});
