import type { Publisher } from "@creator-checkout/core/catalog";

/**
 * Where the creator's name leads: their own site when they have one, otherwise their profile
 * path. A claim from the address travels along so the visitor stays recognised (product.md §2).
 */
export function creatorProfileUrl(
  publisher: Pick<Publisher, "username" | "primary_urls">,
  claim: string | null,
): string {
  const base = publisher.primary_urls[0] ?? `/@${encodeURIComponent(publisher.username)}`;
  if (claim === null) return base;
  const url = new URL(base, window.location.origin);
  url.searchParams.set("claim", claim);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.href;
}
