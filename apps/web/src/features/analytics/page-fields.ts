import type { AnalyticsCampaign } from "@creator-checkout/core/analytics";
import type { QueryParams } from "@/lib/read-query-params";

// Query parameters that must not leave the page in an event: a claim is a one-time credential,
// and redirect_uri belongs to a sign-in in progress (docs/decisions/041).
const PRIVATE_PARAMS = ["claim", "redirect_uri"];

/** The address without its private parameters. */
export function shareableUrl(href: string): URL {
  const url = new URL(href);
  for (const name of PRIVATE_PARAMS) url.searchParams.delete(name);
  return url;
}

/** product.md §2: the campaign of the utm_* parameters. */
export function campaignOf(params: Pick<QueryParams, "utm">): AnalyticsCampaign {
  return {
    name: params.utm.utm_campaign ?? null,
    source: params.utm.utm_source ?? null,
    medium: params.utm.utm_medium ?? null,
    term: params.utm.utm_term ?? null,
    content: params.utm.utm_content ?? null,
  };
}

/** An absolute referrer, or null when the visit has none (a typed address, a bookmark). */
export function absoluteReferrer(referrer: string): string | null {
  if (!referrer) return null;
  try {
    return /^https?:$/.test(new URL(referrer).protocol) ? shareableUrl(referrer).href : null;
  } catch {
    return null;
  }
}

/** product.md §3 "Analytics event fields" that describe the page as it is now. */
export function pageFields(
  params: Pick<QueryParams, "utm">,
  { location, document, window }: { location: Location; document: Document; window: Window },
) {
  const url = shareableUrl(location.href);
  return {
    url: url.href,
    path: url.pathname,
    hash: url.hash,
    search: url.search,
    referrer: absoluteReferrer(document.referrer),
    campaign: campaignOf(params),
    locale: window.navigator.language,
    title: document.title,
    width: window.innerWidth,
    height: window.innerHeight,
  };
}
