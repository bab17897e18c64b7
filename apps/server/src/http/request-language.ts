import { type Catalog, DEFAULT_LOCALE, hasCatalog, loadCatalog } from "@creator-checkout/core/i18n";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { WORDING_LOCALES } from "../messaging/wording/wording";
import { chooseLocale } from "./page/page-locale";

declare module "fastify" {
  interface FastifyRequest {
    /** The language of the page that sent the request: its messages are written in it. */
    readonly language: string;
  }
}

/**
 * `request.language`: the page sends its own `<html lang>` as Accept-Language on every call
 * (apps/web/src/lib/call-api.ts), matched to the languages the e-mails are written in; worked
 * out only when a route asks (docs/decisions/107).
 */
export function decorateRequestLanguage(app: FastifyInstance, { pseudo }: { pseudo: boolean }) {
  const offered = pseudo ? WORDING_LOCALES : WORDING_LOCALES.filter((locale) => locale !== "en-XA");
  app.decorateRequest("language", {
    getter(this: FastifyRequest) {
      const header = this.headers["accept-language"];
      return chooseLocale({ requested: header?.trim(), acceptLanguage: header }, offered);
    },
  });
}

/** The page's words in the language of the request, for what a route writes for the buyer. */
export function requestWords(request: FastifyRequest): Promise<Catalog> {
  const language = request.language;
  return loadCatalog(hasCatalog(language) ? language : DEFAULT_LOCALE);
}
