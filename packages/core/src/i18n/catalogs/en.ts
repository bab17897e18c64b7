import { en } from "make-plural/cardinals";
import type { Catalog } from "../catalog";
import { localeFormat } from "../formats/en";

/**
 * The checkout's words in English, the spec's own (product.md): every other catalog has exactly
 * these keys, with the same placeholders (docs/decisions/106).
 */
export const englishMessages = {
  "footer.poweredBy": "Powered by {product}",
  "footer.accessibility": "Accessibility",
  "footer.terms": "Terms",
} as const;

export const catalog: Catalog = {
  locale: "en",
  plural: en,
  messages: englishMessages,
  format: localeFormat,
};
