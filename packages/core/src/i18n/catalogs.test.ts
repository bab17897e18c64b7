import { describe, expect, it } from "vitest";
import { apiErrorCodes } from "../api/error-codes";
import {
  CATALOG_PARTS,
  type CatalogPartName,
  type PluralForms,
  placeholdersOf,
  translate,
} from "./catalog";
import { CATALOG_LOCALES, type CatalogLocale, loadCatalog, PSEUDO_LOCALE } from "./catalog-loaders";
import { catalog as english } from "./english";
import { SUPPORTED_LOCALES } from "./locales";

type Message = string | PluralForms;

/** Every catalog written, offered or not yet: a language is checked from its first word. */
const LOCALES = (
  await Promise.all(
    [...SUPPORTED_LOCALES, PSEUDO_LOCALE].map((locale) =>
      import(`./catalogs/${locale}/first-view.ts`).then(
        () => locale,
        () => null,
      ),
    ),
  )
).filter((locale) => locale !== null);

async function loadPart(locale: string, part: CatalogPartName): Promise<Record<string, Message>> {
  return (
    (await import(`./catalogs/${locale}/${part}.ts`)) as { messages: Record<string, Message> }
  ).messages;
}

it("checks every catalog the page can load", () => {
  expect(LOCALES).toEqual(expect.arrayContaining([...CATALOG_LOCALES]));
});

it("has a sentence only for codes the API answers with", () => {
  const codes = Object.keys(english.messages)
    .filter((key) => key.startsWith("apiErrors."))
    .map((key) => key.slice("apiErrors.".length));
  expect(apiErrorCodes).toEqual(expect.arrayContaining(codes));
});

describe.each(LOCALES)("the %s catalog", (locale) => {
  it.each(CATALOG_PARTS)(
    "has every key of English's %s part, with the same placeholders, and no other",
    async (part) => {
      const [messages, englishPart] = await Promise.all([
        loadPart(locale, part),
        loadPart("en", part),
      ]);
      expect(Object.keys(messages)).toEqual(Object.keys(englishPart));
      for (const [key, message] of Object.entries(messages)) {
        expect(placeholdersOf(message), key).toEqual(placeholdersOf(englishPart[key] ?? ""));
      }
    },
  );

  it("has a form for every plural category its language uses for a count", async () => {
    const catalog = await loadCatalog(locale as CatalogLocale);
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
    const catalog = await loadCatalog(locale as CatalogLocale);
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
