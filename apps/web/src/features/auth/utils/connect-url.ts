import * as api from "@creator-checkout/core/api-routes";
import { routeUrl } from "@creator-checkout/core/route-url";
import type { UtmKey } from "@/lib/read-query-params";

/** The API base the page calls, resolved against the page's own address. */
export const API_BASE_PATH = "/api";

export interface ConnectRequest {
  /** The API's absolute base address, e.g. `https://checkout.example/api`. */
  apiUrl: string | undefined;
  /** The provider's `{type}`: github, google, ..., oidc. */
  providerType: string;
  publisherId: string;
  /** The checkout page's origin: where the pop-up's last page posts its message. */
  origin: string;
  /** The page the sign-in starts from, without its query (which can carry a claim code). */
  referer: string;
  utm: Partial<Record<UtmKey, string>>;
  /** product.md §2: where the whole window returns after the provider, in redirect mode. */
  redirectUri: string | null;
}

/**
 * product.md §7 "Social login": `GET {api_url}/connect/{type}/user` with the publisher as
 * client_id. product.md §8: no usable api_url throws "Invalid api_url".
 */
export function connectUrl(request: ConnectRequest): string {
  const base = parseApiUrl(request.apiUrl);
  // The table's path below its /api base, placed under the given base instead.
  const path = routeUrl(api.startSocialLogin, { params: { type: request.providerType } }).slice(
    API_BASE_PATH.length,
  );
  const url = new URL(`${base.pathname.replace(/\/+$/, "")}${path}`, base);
  const query = url.searchParams;
  query.set("client_id", request.publisherId);
  query.set("origin", request.origin);
  query.set("utm", JSON.stringify(request.utm));
  query.set("referer", request.referer);
  if (request.redirectUri !== null) query.set("redirect_uri", request.redirectUri);
  return url.toString();
}

/** The origin the pop-up's message must come from: the API's own. */
export function apiOrigin(apiUrl: string | undefined): string {
  return parseApiUrl(apiUrl).origin;
}

function parseApiUrl(apiUrl: string | undefined): URL {
  let url: URL | null = null;
  try {
    // new URL rather than URL.parse, which Safari has only since 18.
    url = apiUrl ? new URL(apiUrl) : null;
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
    throw new Error("Invalid api_url");
  }
  return url;
}
