import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Catalog, loadCatalog } from "@creator-checkout/core/i18n";
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  chooseLocale,
  documentLanguage,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  offeredLocales,
} from "./page-locale";

/** Where the page's build lists each language's catalog files (apps/web/vite.config.ts). */
export const CATALOG_FILES = "catalog-files.json";

export interface PageLanguage {
  catalog: Catalog;
  /** The shell with `<html lang dir>` set and the catalog's files preloaded. */
  shell: string;
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
 * `dir` on `<html>`, and a preload of that language's catalog, the one the page downloads.
 */
export function pageLanguages(options: {
  webRoot: string;
  pseudo: boolean;
  secureCookies: boolean;
}): PageLanguages {
  const offered = offeredLocales({ pseudo: options.pseudo });
  const files = catalogFiles(options.webRoot);
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
      return { catalog: await loadCatalog(locale), shell: localizedShell(shell, locale, files) };
    },
  };
}

function localizedShell(shell: string, locale: string, files: Record<string, string[]>): string {
  const { lang, dir } = documentLanguage(locale);
  const preloads = (files[locale] ?? [])
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join("");
  return shell
    .replace(/<html\b[^>]*>/, () => `<html lang="${lang}" dir="${dir}">`)
    .replace("</head>", () => `${preloads}</head>`);
}

function catalogFiles(webRoot: string): Record<string, string[]> {
  const file = join(webRoot, CATALOG_FILES);
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, string[]>)
    : {};
}
