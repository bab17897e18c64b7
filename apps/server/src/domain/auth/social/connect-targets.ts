import { badRequest } from "../../../app-error";

/**
 * Where a social login may report back (principle P5): the pop-up posts only to this checkout's
 * own origin, and redirect mode returns only to a page on it. Anything else is refused, so no
 * one can use the checkout's sign-in to send a buyer, or a message, to a site of their choosing.
 */
export function connectTargets(
  publicUrl: string,
  query: { origin?: string | undefined; redirect_uri?: string | undefined },
): { pageOrigin: string; redirectUri: string | null } {
  const pageOrigin = new URL(publicUrl).origin;
  if (query.origin !== undefined && query.origin !== pageOrigin) {
    throw badRequest(`origin must be this checkout's own address, ${pageOrigin}.`);
  }
  if (query.redirect_uri === undefined) return { pageOrigin, redirectUri: null };
  const target = URL.parse(query.redirect_uri);
  if (!target || target.origin !== pageOrigin || target.username || target.password) {
    throw badRequest(`redirect_uri must be a page of this checkout, under ${pageOrigin}.`);
  }
  return { pageOrigin, redirectUri: target.href };
}
