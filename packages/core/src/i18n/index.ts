export {
  apiErrorSentence,
  loadRestOfWords,
  setActiveCatalog,
  t,
  withCatalog,
} from "./active-catalog";
export {
  CATALOG_PARTS,
  type Catalog,
  type CatalogPart,
  type CatalogPartName,
  type MessageBook,
  type MessageKey,
  type MessageValues,
  type PluralCategory,
  type PluralForms,
  placeholdersOf,
  translate,
} from "./catalog";
export {
  CATALOG_LOCALES,
  type CatalogLocale,
  type FirstViewPart,
  firstViewCatalog,
  hasCatalog,
  importCatalogPart,
  LATER_PARTS,
  laterWords,
  loadCatalog,
  PSEUDO_LOCALE,
} from "./catalog-loaders";
export type { LocaleFormat } from "./locale-format";
export {
  DEFAULT_LOCALE,
  isSupportedLocale,
  type Locale,
  SUPPORTED_LOCALES,
  textDirection,
} from "./locales";
