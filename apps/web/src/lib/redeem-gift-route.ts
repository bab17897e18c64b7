/**
 * product.md §2: a gift's redeem link is `{host}/@{creatorUsername}/redeem-gift?code=...`. The
 * creator's username, when `pathname` is such a link; null for every other page.
 */
export function redeemGiftCreator(pathname: string): string | null {
  const match = /^\/@([^/]+)\/redeem-gift\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
