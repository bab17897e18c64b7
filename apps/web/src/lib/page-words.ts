import {
  type Catalog,
  type CatalogPartName,
  DEFAULT_LOCALE,
  type FirstViewPart,
  firstViewCatalog,
  hasCatalog,
  importCatalogPart,
  LATER_PARTS,
  laterWords,
} from "@creator-checkout/core/i18n";

/**
 * Each part of the page's words is a file the server names in the page, in an element marked
 * `data-words` (apps/server/src/http/page/page-language.ts): the page carries no table of every
 * language's files (docs/decisions/121). Vite's dev server serves the catalogs from source.
 */
function importPart(locale: string, part: CatalogPartName): Promise<unknown> {
  if (import.meta.env.DEV)
    return importCatalogPart(hasCatalog(locale) ? locale : DEFAULT_LOCALE, part);
  const named = document.querySelector(`[data-words="${part}"]`);
  const file = named?.getAttribute("href") ?? named?.getAttribute("content");
  if (!file) throw new Error(`The page names no file for its ${part} words.`);
  return import(/* @vite-ignore */ file);
}

/** The words of the page's first view, in the language the server wrote into `<html lang>`. */
export async function loadFirstViewWords(locale: string): Promise<Catalog> {
  return firstViewCatalog(locale, (await importPart(locale, "first-view")) as FirstViewPart);
}

/** The rest of the page's words, for the parts that show after its first view. */
export function restOfWordsLoader(locale: string) {
  return async () =>
    laterWords(await Promise.all(LATER_PARTS.map((part) => importPart(locale, part))));
}
