import {
  CATALOG_LOCALES,
  type CatalogLocale,
  DEFAULT_LOCALE,
  isSupportedLocale,
  PSEUDO_LOCALE,
  textDirection,
} from "@creator-checkout/core/i18n";
import { match } from "@formatjs/intl-localematcher";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";

/** Where a buyer's choice of language is remembered, for a year (docs/decisions/104). */
export const LOCALE_COOKIE = "checkout_locale";
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

// A header longer than any browser sends is cut, so a hostile one costs no more than that.
const ACCEPT_LANGUAGE_MAX_LENGTH = 512;
const NO_MATCH = "und";

export interface LocaleSignals {
  /** `?locale=` in the page's address. */
  requested?: string | undefined;
  /** The choice kept in LOCALE_COOKIE. */
  remembered?: string | undefined;
  acceptLanguage?: string | undefined;
  /** The creator's `default_locale`, from the catalog file. */
  creatorDefault?: string | null | undefined;
}

/** The languages a page can be written in: those with a complete catalog. */
export function offeredLocales({ pseudo }: { pseudo: boolean }): CatalogLocale[] {
  const all = [...CATALOG_LOCALES];
  return pseudo ? all : all.filter((locale) => locale !== PSEUDO_LOCALE);
}

/**
 * The page's language: the address's `?locale=`, then the buyer's remembered choice, then their
 * browser's languages by weight, then the creator's default, then English. Each is matched to
 * the closest offered language ("de-CH" reads German, "zh-TW" Traditional Chinese); the
 * pseudo-locale only when asked for by name (docs/decisions/104).
 */
export function chooseLocale<Offered extends string>(
  signals: LocaleSignals,
  offered: readonly Offered[],
): Offered | typeof DEFAULT_LOCALE {
  const real = offered.filter((locale) => locale !== PSEUDO_LOCALE);
  for (const tag of [signals.requested, signals.remembered]) {
    const exact = offered.find((locale) => locale === tag);
    const found = exact ?? closest(tag === undefined ? [] : [tag], real);
    if (found) return found;
  }
  return (
    closest(browserLanguages(signals.acceptLanguage), real) ??
    closest(signals.creatorDefault ? [signals.creatorDefault] : [], real) ??
    DEFAULT_LOCALE
  );
}

// A "best fit" match against two dozen languages walks CLDR's distance tables: milliseconds of
// CPU, more than the rest of a page view. The same few headers come back all day, so each
// answer is kept; a header made up for each request only fills the bounded cache.
const closestMatches = new LRUCache<string, string>({ max: 2_000 });

function closest<Offered extends string>(tags: string[], offered: Offered[]): Offered | null {
  const valid = tags.filter(isWellFormedTag);
  if (valid.length === 0) return null;
  const key = JSON.stringify([valid, offered]);
  let found = closestMatches.get(key);
  if (found === undefined) {
    found = match(valid, offered, NO_MATCH, { algorithm: "best fit" });
    closestMatches.set(key, found);
  }
  return offered.find((locale) => locale === found) ?? null;
}

/** The browser's languages, most wanted first, without the wildcard. */
function browserLanguages(header: string | undefined): string[] {
  if (!header) return [];
  const headers = { "accept-language": header.slice(0, ACCEPT_LANGUAGE_MAX_LENGTH) };
  return new Negotiator({ headers }).languages().filter((tag) => tag !== "*");
}

function isWellFormedTag(tag: string): boolean {
  try {
    return tag.length <= 35 && Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/** What `<html lang dir>` says for a page in `locale`; the pseudo-locale reads as English does. */
export function documentLanguage(locale: string): { lang: string; dir: "ltr" | "rtl" } {
  return { lang: locale, dir: isSupportedLocale(locale) ? textDirection(locale) : "ltr" };
}
