import { type QueryParams, utmKeys } from "./read-query-params";

/**
 * The address the page rewrites itself to (product.md §2): `/{optionId}` and only the kept
 * parameters, in this order: gift, custom_price, coupon, redirect_url, conv_id, utm_*, and
 * locale, the language the server chose the page's words by (docs/decisions/104), and currency,
 * the one the buyer chose for its prices (docs/decisions/160).
 */
export function checkoutPath(params: QueryParams & { productOptionId: string }): string {
  const kept = new URLSearchParams();
  if (params.gift) kept.set("gift", "true");
  if (params.customPriceMinor !== null) kept.set("custom_price", String(params.customPriceMinor));
  if (params.coupon !== null) kept.set("coupon", params.coupon);
  if (params.redirectUrl !== null) kept.set("redirect_url", params.redirectUrl);
  if (params.conversationId !== null) kept.set("conv_id", params.conversationId);
  for (const key of utmKeys) {
    const value = params.utm[key];
    if (value !== undefined) kept.set(key, value);
  }
  if (params.locale !== null) kept.set("locale", params.locale);
  if (params.currency !== null) kept.set("currency", params.currency);
  const query = kept.toString();
  return `/${encodeURIComponent(params.productOptionId)}${query ? `?${query}` : ""}`;
}
