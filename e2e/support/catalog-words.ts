import { type Catalog, type MessageKey, translate } from "../../packages/core/src/i18n/catalog";
import { type CatalogLocale, loadCatalog } from "../../packages/core/src/i18n/catalog-loaders";
import { formatMoney } from "../../packages/core/src/money/format-money";

/** What a page in `locale` says, as its buyer reads it: its words, and its money. */
export interface PageWords {
  say: (key: MessageKey, values?: Record<string, string | number>) => string;
  money: (amountMinor: number, currency?: string) => string;
  catalog: Catalog;
}

export async function pageWords(locale: CatalogLocale): Promise<PageWords> {
  const catalog = await loadCatalog(locale);
  return {
    say: (key, values) => translate(catalog, key, values),
    money: (amountMinor, currency = "USD") => formatMoney(amountMinor, currency, catalog.format),
    catalog,
  };
}
