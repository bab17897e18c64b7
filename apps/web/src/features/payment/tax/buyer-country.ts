/**
 * The country the Payment card proposes before the buyer picks one (docs/decisions/129): the
 * region of the browser's first language that is the page's language ("de-AT" on a German
 * page), else the page language's own region ("pt-BR"), else the region Unicode's CLDR names
 * most likely for the language (its likely subtags: "de" is Germany, "en" the United States,
 * "zh-Hant" Taiwan, "ar" Egypt). Null when none is a country (Latin America's "419").
 * Intl loads here, in the Payment card's download, never in the first view (docs/decisions/059).
 */
export function defaultBuyerCountry(
  pageLanguage: string,
  browserLanguages: readonly string[],
): string | null {
  const page = localeOf(pageLanguage);
  if (page === null) return null;
  const browserRegion = browserLanguages
    .map(localeOf)
    .find((locale) => locale?.language === page.language && isCountry(locale.region))?.region;
  const region = browserRegion ?? page.region ?? page.maximize().region;
  return isCountry(region) ? region : null;
}

const isCountry = (region: string | undefined): region is string =>
  region !== undefined && /^[A-Z]{2}$/.test(region);

function localeOf(tag: string): Intl.Locale | null {
  try {
    return new Intl.Locale(tag);
  } catch {
    return null;
  }
}
