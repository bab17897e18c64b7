import {
  CATALOG_PARTS,
  type Catalog,
  type CatalogPart,
  type CatalogPartName,
  type Messages,
  type PluralCategory,
} from "./catalog";
import type { LocaleFormat } from "./locale-format";
import { SUPPORTED_LOCALES } from "./locales";

/**
 * The languages the page is offered in: each has every key of English in every part, which the
 * catalogs' tests hold them to (docs/decisions/106); and the pseudo-locale.
 */
export const CATALOG_LOCALES = [...SUPPORTED_LOCALES, "en-XA"] as const;

export type CatalogLocale = (typeof CATALOG_LOCALES)[number];

/** Accented, lengthened English for finding words left out of the catalogs; never in production. */
export const PSEUDO_LOCALE: CatalogLocale = "en-XA";

export function hasCatalog(tag: string): tag is CatalogLocale {
  return (CATALOG_LOCALES as readonly string[]).includes(tag);
}

/** What a first view's part exports: its words, and the language's formats and plural rule. */
export interface FirstViewPart {
  messages: CatalogPart<"first-view">;
  format: LocaleFormat;
  plural: (count: number) => PluralCategory;
}

/** One part's file, by its place in the source: for the server, the tests and the page's dev server. */
export function importCatalogPart(locale: CatalogLocale, part: CatalogPartName): Promise<unknown> {
  return import(`./catalogs/${locale}/${part}.ts`);
}

/** A catalog the page can start with, holding its first view's words alone. */
export function firstViewCatalog(locale: string, part: FirstViewPart): Catalog {
  return { locale, ...part } as Catalog;
}

/** The later parts' words as one set, to add to a first view's catalog. */
export function laterWords(parts: readonly unknown[]): Partial<Messages> {
  return Object.assign(
    {},
    ...parts.map((part) => (part as { messages: Partial<Messages> }).messages),
  );
}

export const LATER_PARTS = ["sign-in", "payment", "order"] as const satisfies Exclude<
  CatalogPartName,
  "first-view"
>[];

/** A language's whole catalog, for the server's render of a page and its tests. */
export async function loadCatalog(locale: CatalogLocale): Promise<Catalog> {
  const [firstView, ...later] = await Promise.all(
    CATALOG_PARTS.map((part) => importCatalogPart(locale, part)),
  );
  const catalog = firstViewCatalog(locale, firstView as FirstViewPart);
  return { ...catalog, messages: { ...catalog.messages, ...laterWords(later) } };
}
