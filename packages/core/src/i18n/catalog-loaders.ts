import type { Catalog } from "./catalog";

/**
 * Each language's catalog as a module of its own, so the page downloads only the one it shows
 * (docs/decisions/106). A language appears here once every key of English has its words.
 */
export const CATALOG_LOADERS = {
  en: () => import("./catalogs/en"),
  "en-XA": () => import("./catalogs/en-XA"),
} satisfies Record<string, () => Promise<{ catalog: Catalog }>>;

export type CatalogLocale = keyof typeof CATALOG_LOADERS;

/** Accented, lengthened English for finding words left out of the catalogs; never in production. */
export const PSEUDO_LOCALE: CatalogLocale = "en-XA";

export function hasCatalog(tag: string): tag is CatalogLocale {
  return Object.hasOwn(CATALOG_LOADERS, tag);
}

export async function loadCatalog(locale: CatalogLocale): Promise<Catalog> {
  return (await CATALOG_LOADERS[locale]()).catalog;
}
