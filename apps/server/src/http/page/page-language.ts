import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { escapeHtml } from "@creator-checkout/core/html";
import { type Catalog, loadCatalog } from "@creator-checkout/core/i18n";
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  chooseLocale,
  documentLanguage,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  offeredLocales,
} from "./page-locale";

/**
 * Where the page's build lists the files of each part of each language's catalog
 * (apps/web/vite.config.ts).
 */
export const CATALOG_FILES = "catalog-files.json";

export interface PageLanguage {
  catalog: Catalog;
  /** The shell with `<html lang dir>` set and the catalog's files preloaded. */
  shell: string;
  /** The languages offered, each named in its own words, and the one chosen: a menu's items. */
  languages: { offered: readonly LanguageChoice[]; current: string };
}

export interface LanguageChoice {
  tag: string;
  name: string;
}

export interface PageLanguages {
  forRequest(
    request: FastifyRequest,
    reply: FastifyReply,
    shell: string,
    creatorDefault: string | null,
  ): Promise<PageLanguage>;
}

/**
 * Chooses each page's language (docs/decisions/104) and writes it into the shell: `lang` and
 * `dir` on `<html>`, and a preload of that language's first view's words, the ones the page
 * downloads with itself.
 */
export function pageLanguages(options: {
  webRoot: string;
  pseudo: boolean;
  secureCookies: boolean;
}): PageLanguages {
  const offered = offeredLocales({ pseudo: options.pseudo });
  const files = catalogFiles(options.webRoot);
  const alternates = languageAlternates(offered);
  const choices = offered.map((tag) => ({ tag, name: nameOf(tag) }));
  return {
    async forRequest(request, reply, shell, creatorDefault) {
      const requested = (request.query as { locale?: unknown }).locale;
      const locale = chooseLocale(
        {
          requested: typeof requested === "string" ? requested : undefined,
          remembered: request.cookies[LOCALE_COOKIE],
          acceptLanguage: request.headers["accept-language"],
          creatorDefault,
        },
        offered,
      );
      if (typeof requested === "string" && requested === locale) {
        reply.setCookie(LOCALE_COOKIE, locale, {
          path: "/",
          maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
          sameSite: "lax",
          httpOnly: true,
          secure: options.secureCookies,
        });
      }
      return {
        catalog: await loadCatalog(locale),
        shell: localizedShell(shell, locale, files, alternates),
        languages: { offered: choices.length < 2 ? [] : choices, current: locale },
      };
    },
  };
}

type CatalogFiles = Record<string, Record<string, string[]>>;

/**
 * The page finds each part of its words by the link marked `data-words` (apps/web/src/lib/
 * page-words.ts). It loads its first view's at once, so they are preloaded with what they
 * import. The rest it loads when idle after the page's load, so they are only named, in a meta
 * element: a prefetch would compete with the first paint's requests (docs/decisions/121).
 */
function localizedShell(
  shell: string,
  locale: string,
  files: CatalogFiles,
  alternates: string,
): string {
  const { lang, dir } = documentLanguage(locale);
  const links = Object.entries(files[locale] ?? {}).flatMap(([part, [own, ...imported]]) => {
    if (own === undefined) return [];
    if (part !== "first-view") {
      return [`<meta name="words" content="/${own}" data-words="${part}">`];
    }
    return [
      `<link rel="modulepreload" crossorigin href="/${own}" data-words="${part}">`,
      ...imported.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
  });
  return shell
    .replace(/<html\b[^>]*>/, () => `<html lang="${lang}" dir="${dir}">`)
    .replace("</head>", () => `${links.join("")}${alternates}</head>`);
}

/**
 * The page in each language it is offered in, named in that language: the footer's language
 * switcher lists these (apps/web/src/components/language-switcher.tsx). None for a single one.
 */
function languageAlternates(offered: readonly string[]): string {
  if (offered.length < 2) return "";
  return offered
    .map(
      (locale) =>
        `<link rel="alternate" hreflang="${locale}" href="?locale=${locale}" title="${escapeHtml(nameOf(locale))}">`,
    )
    .join("");
}

// Where CLDR's own name is not what a menu of languages says.
const MENU_NAMES: Readonly<Record<string, string>> = { id: "Bahasa Indonesia" };

/** A language's own name for itself, as a menu of languages writes it ("Deutsch", "العربية"). */
function nameOf(locale: string): string {
  const name =
    MENU_NAMES[locale] ??
    new Intl.DisplayNames([locale], { type: "language" }).of(locale) ??
    locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

function catalogFiles(webRoot: string): CatalogFiles {
  const file = join(webRoot, CATALOG_FILES);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as CatalogFiles) : {};
}
