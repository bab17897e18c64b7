export { apiErrorSentence, setActiveCatalog, t, withCatalog } from "./active-catalog";
export type {
  Catalog,
  MessageBook,
  MessageKey,
  MessageValues,
  PluralCategory,
  PluralForms,
} from "./catalog";
export { placeholdersOf, translate } from "./catalog";
export {
  CATALOG_LOADERS,
  type CatalogLocale,
  hasCatalog,
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
