import { type CheckoutContext, parseCheckoutRoute } from "./checkout-route";

export const utmKeys = [
  "utm_campaign",
  "utm_medium",
  "utm_source",
  "utm_term",
  "utm_content",
] as const;
export type UtmKey = (typeof utmKeys)[number];

/** The query-parameter store of product.md §3, plus the route it was read with. */
export interface QueryParams {
  context: CheckoutContext;
  productOptionId: string | null;
  conversationId: string | null;
  claim: string | null;
  gift: boolean;
  /** Integer minor units of the option's currency, as the URL carries it. */
  customPriceMinor: number | null;
  redirectUrl: string | null;
  /** A promotion code the buyer arrived with or applied, as typed (docs/decisions/095). */
  coupon: string | null;
  /**
   * product.md §2: where a social login sends the whole window back to. Read once, at load: the
   * address the page rewrites itself to does not keep it.
   */
  redirectUri: string | null;
  utm: Partial<Record<UtmKey, string>>;
  /** The language the buyer asked for by the address (docs/decisions/104), when it is one. */
  locale: string | null;
  /** The currency the buyer chose from the currency menu (docs/decisions/160), when it is one. */
  currency: string | null;
}

export function readQueryParams({
  pathname,
  search,
}: Pick<Location, "pathname" | "search">): QueryParams {
  const route = parseCheckoutRoute(pathname, search);
  const params = new URLSearchParams(search);
  const utm: Partial<Record<UtmKey, string>> = {};
  for (const key of utmKeys) {
    const value = params.get(key);
    if (value !== null) utm[key] = value;
  }
  return {
    context: route.context,
    productOptionId: route.productOptionId,
    conversationId: route.conversationId ?? params.get("conv_id"),
    claim: params.get("claim"),
    gift: params.get("gift") === "true",
    customPriceMinor: parseMinorUnits(params.get("custom_price")),
    redirectUrl: params.get("redirect_url"),
    coupon: params.get("coupon") || null,
    redirectUri: params.get("redirect_uri"),
    utm,
    locale: knownLocale(params.get("locale")),
    currency: currencyCode(params.get("currency")),
  };
}

// The server chose the page's language from it; the page keeps only what has a tag's shape
// ("de", "pt-BR", "zh-Hant", "en-XA") and never carries the list of languages for it.
const LOCALE_TAG = /^[a-z]{2,3}(-[A-Z][A-Za-z]{1,3})?$/;

function knownLocale(value: string | null): string | null {
  return value !== null && LOCALE_TAG.test(value) ? value : null;
}

// The server chose the prices' currency from it; the page keeps only an ISO 4217 code's shape.
function currencyCode(value: string | null): string | null {
  return value !== null && /^[A-Z]{3}$/.test(value) ? value : null;
}

function parseMinorUnits(value: string | null): number | null {
  if (value === null || !/^\d{1,12}$/.test(value)) return null;
  return Number(value);
}
