import type * as cardinals from "make-plural/cardinals";
import type { Locale } from "../packages/core/src/i18n/locales";

const NAMES: Partial<Record<Locale, keyof typeof cardinals>> = {
  "pt-BR": "pt",
  "pt-PT": "pt_PT",
  "zh-Hans": "zh",
  "zh-Hant": "zh",
};

/** make-plural's name for the language's CLDR plural rules. */
export function pluralRuleName(locale: Locale): keyof typeof cardinals {
  return NAMES[locale] ?? (locale as keyof typeof cardinals);
}
