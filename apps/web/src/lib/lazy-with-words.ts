import { loadRestOfWords } from "@creator-checkout/core/i18n";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * React's `lazy`, for a part of the page that loads after its first view: it shows once both its
 * code and the rest of the page's words have arrived, so it never shows a key where a word
 * belongs (docs/decisions/121).
 */
// biome-ignore lint/suspicious/noExplicitAny: the same bound React's own lazy takes.
export function lazyWithWords<Component extends ComponentType<any>>(
  load: () => Promise<{ default: Component }>,
): LazyExoticComponent<Component> {
  return lazy(async () => (await Promise.all([load(), loadRestOfWords()]))[0]);
}
