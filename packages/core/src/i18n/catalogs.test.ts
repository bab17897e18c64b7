import { describe, expect, it } from "vitest";
import { type Catalog, placeholdersOf, translate } from "./catalog";
import { CATALOG_LOADERS, PSEUDO_LOCALE } from "./catalog-loaders";
import { catalog as english } from "./catalogs/en";
import { SUPPORTED_LOCALES } from "./locales";

async function loadCatalog(locale: string): Promise<Catalog> {
  return ((await import(`./catalogs/${locale}.ts`)) as { catalog: Catalog }).catalog;
}

/** Every catalog written, offered or not yet: a language is checked from its first word. */
const LOCALES = (
  await Promise.all(
    [...SUPPORTED_LOCALES, PSEUDO_LOCALE].map((locale) =>
      loadCatalog(locale).then(
        () => locale,
        () => null,
      ),
    ),
  )
).filter((locale) => locale !== null);

it("checks every catalog the page can load", () => {
  expect(LOCALES).toEqual(expect.arrayContaining(Object.keys(CATALOG_LOADERS)));
});

describe.each(LOCALES)("the %s catalog", (locale) => {
  it("has every key of English, with the same placeholders, and no other", async () => {
    const catalog = await loadCatalog(locale);
    expect(Object.keys(catalog.messages).sort()).toEqual(Object.keys(english.messages).sort());
    for (const [key, message] of Object.entries(catalog.messages)) {
      const englishMessage = english.messages[key as keyof typeof english.messages];
      expect(placeholdersOf(message), key).toEqual(placeholdersOf(englishMessage));
    }
  });

  it("has a form for every plural category its language uses for a count", async () => {
    const catalog = await loadCatalog(locale);
    const categories = new Set(Array.from({ length: 1001 }, (_, count) => catalog.plural(count)));
    for (const [key, message] of Object.entries(catalog.messages)) {
      if (typeof message === "string") continue;
      // "other" always, for a count that is not whole, even where no whole number takes it.
      expect(Object.keys(message).sort(), key).toEqual(
        [...new Set([...categories, "other"])].sort(),
      );
    }
  });

  it("is not empty anywhere", async () => {
    const catalog = await loadCatalog(locale);
    for (const [key, message] of Object.entries(catalog.messages)) {
      const texts: unknown[] = typeof message === "string" ? [message] : Object.values(message);
      for (const text of texts) expect(String(text).trim(), key).not.toBe("");
    }
  });
});

describe("translate", () => {
  const catalog = {
    ...english,
    messages: { ...english.messages, "footer.poweredBy": "{product} by {product}" },
  };

  it("fills every placeholder and leaves an unknown one as it is", () => {
    expect(translate(catalog, "footer.poweredBy", { product: "X" })).toBe("X by X");
    expect(translate(english, "footer.poweredBy")).toBe("Powered by {product}");
  });

  it("picks Polish plural forms by CLDR's rules", async () => {
    const { plural } = await import("./formats/pl");
    const polish = {
      ...english,
      plural,
      messages: {
        ...english.messages,
        "footer.terms": {
          one: "{count} stanowisko",
          few: "{count} stanowiska",
          many: "{count} stanowisk",
          other: "{count} stanowiska",
        },
      },
    } as unknown as typeof english;
    const seats = (count: number) => translate(polish, "footer.terms", { count });
    expect([1, 2, 5, 12, 22, 25, 101].map(seats)).toEqual([
      "1 stanowisko",
      "2 stanowiska",
      "5 stanowisk",
      "12 stanowisk",
      "22 stanowiska",
      "25 stanowisk",
      "101 stanowisk",
    ]);
  });
});
