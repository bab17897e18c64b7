/**
 * Every language the checkout is written in, as BCP 47 tags. Chinese is told apart by script,
 * since a reader in Taipei and one in Hong Kong read the same characters (docs/decisions/104).
 */
export const SUPPORTED_LOCALES = [
  "en",
  "de",
  "fr",
  "es",
  "it",
  "nl",
  "sv",
  "da",
  "nb",
  "fi",
  "pl",
  "cs",
  "hu",
  "tr",
  "pt-BR",
  "pt-PT",
  "ja",
  "ko",
  "zh-Hans",
  "zh-Hant",
  "id",
  "uk",
  "ar",
  "he",
] as const;

export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** The spec's own language: every other one falls back to it. */
export const DEFAULT_LOCALE = "en" satisfies Locale;

const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set(["ar", "he"]);

export function isSupportedLocale(tag: string): tag is Locale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(tag);
}

/** The value of `<html dir>` for a page written in `locale`. */
export function textDirection(locale: Locale): "ltr" | "rtl" {
  return RIGHT_TO_LEFT.has(locale) ? "rtl" : "ltr";
}
