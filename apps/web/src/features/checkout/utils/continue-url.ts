import type { CheckoutPublisher } from "@creator-checkout/core/catalog";

interface ContinueUrlInput {
  /** The `redirect_url` query parameter, as it came. */
  redirectUrl: string | null;
  publisher: Pick<CheckoutPublisher, "primary_urls">;
  /** Where the creator's name leads (the header's link), for a given claim. */
  profileUrl: (claim: string | null) => string;
  /** The buyer's claim code, when they have one and may carry it (product.md §2). */
  claim: string | null;
}

/**
 * product.md §2 "Success card", made safe by principle P2: Continue goes to `redirect_url` only when its
 * origin is exactly the origin of one of the creator's primary URLs (https, no credentials); a
 * prefix test would let `https://creator.com.evil.com` through. Otherwise it goes to the
 * creator's profile. The claim code rides along as `pico_claim` on a redirect, `claim` else.
 */
export function continueUrl({ redirectUrl, publisher, profileUrl, claim }: ContinueUrlInput) {
  const target = allowedRedirect(redirectUrl, publisher.primary_urls);
  if (target === null) return profileUrl(claim);
  if (claim !== null) target.searchParams.set("pico_claim", claim);
  return target.href;
}

function allowedRedirect(redirectUrl: string | null, primaryUrls: readonly string[]): URL | null {
  const target = safeHttpsUrl(redirectUrl);
  if (target === null) return null;
  const allowed = primaryUrls.some((primary) => safeHttpsUrl(primary)?.origin === target.origin);
  return allowed ? target : null;
}

/** An absolute https URL without a user name or password, else null. */
function safeHttpsUrl(value: string | null): URL | null {
  if (value === null) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username !== "" || url.password !== "") return null;
  return url;
}
