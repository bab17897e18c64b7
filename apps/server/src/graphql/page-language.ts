import { isSupportedLocale } from "@creator-checkout/core/i18n";
import type { FastifyRequest } from "fastify";

/**
 * The page's own language as it sends it (its `<html lang>`), for the creator's words in that
 * language; null for any other caller, who reads them as the creator wrote them.
 */
export function pageLanguageOf(request: FastifyRequest): string | null {
  const header = request.headers["accept-language"]?.trim();
  return header && isSupportedLocale(header) ? header : null;
}
