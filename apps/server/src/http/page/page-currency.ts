import { chooseCurrency } from "@creator-checkout/core/catalog";
import type { FastifyReply, FastifyRequest } from "fastify";
import Negotiator from "negotiator";
import { LOCALE_COOKIE_MAX_AGE_SECONDS } from "./page-locale";

/** Where a buyer's choice from the currency menu is remembered, for a year (docs/decisions/160). */
export const CURRENCY_COOKIE = "checkout_currency";

// A header longer than any browser sends is cut, so a hostile one costs no more than that.
const ACCEPT_LANGUAGE_MAX_LENGTH = 512;

/**
 * The currency a checkout's prices are shown in (docs/decisions/160): `?currency=`, then the
 * buyer's remembered choice, then the country of the languages their browser asks for, then the
 * country of the page's language, each only where the product sells in it; else the product's
 * first currency. A `?currency=` the product sells in is remembered.
 */
export function pageCurrency(
  request: FastifyRequest,
  reply: FastifyReply,
  { offered, pageLocale, secureCookies }: PageCurrencyOptions,
): string | null {
  const requested = (request.query as Record<string, unknown> | undefined)?.currency;
  const currency = chooseCurrency(
    {
      requested: typeof requested === "string" ? requested : null,
      remembered: request.cookies[CURRENCY_COOKIE] ?? null,
      countries: [...languageRegions(request.headers["accept-language"]), regionOf(pageLocale)],
    },
    offered,
  );
  if (currency !== null && requested === currency) {
    reply.setCookie(CURRENCY_COOKIE, currency, {
      path: "/",
      maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
      sameSite: "lax",
      httpOnly: true,
      secure: secureCookies,
    });
  }
  return currency;
}

interface PageCurrencyOptions {
  /** Every currency the product sells in, its first option's first currency first. */
  offered: readonly string[];
  /** The language the page is written in. */
  pageLocale: string;
  secureCookies: boolean;
}

/** The regions the browser's languages name ("de-AT" is Austria), most wanted first. */
function languageRegions(header: string | undefined): string[] {
  if (!header) return [];
  const headers = { "accept-language": header.slice(0, ACCEPT_LANGUAGE_MAX_LENGTH) };
  return new Negotiator({ headers })
    .languages()
    .flatMap((tag) => (/-[A-Za-z]{2}$/.test(tag) ? [tag.slice(-2).toUpperCase()] : []));
}

/** The country a language is most spoken in, as CLDR's likely subtags say ("de" is Germany). */
function regionOf(locale: string): string | null {
  try {
    return new Intl.Locale(locale).maximize().region ?? null;
  } catch {
    return null;
  }
}
