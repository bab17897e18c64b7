import type { CheckoutPublisher } from "@creator-checkout/core/catalog";

/**
 * Where the creator's name leads: their public page on this checkout, `/@{username}`
 * (product.md §2, docs/decisions/086). A claim travels along so the visitor stays recognised;
 * that page spends it and drops it from the address.
 */
export function creatorProfileUrl(
  publisher: Pick<CheckoutPublisher, "username">,
  claim: string | null,
): string {
  const path = `/@${encodeURIComponent(publisher.username)}`;
  return claim === null ? path : `${path}?claim=${encodeURIComponent(claim)}`;
}
