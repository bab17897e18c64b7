export type CheckoutContext = "default" | "pay";

export interface CheckoutRoute {
  context: CheckoutContext;
  /** The option named by the path (or, in the pay variant, by `product_option_id`). */
  productOptionId: string | null;
  conversationId: string | null;
}

/** Routes of product.md §2: `/{productOptionId}` and `/pay/{conversationId}?product_option_id=...`. */
export function parseCheckoutRoute(pathname: string, search: string): CheckoutRoute {
  const segments = pathname.split("/").filter(Boolean).map(decodeSegment);
  const [first, second] = segments;
  if (first === "pay" && segments.length === 2) {
    return {
      context: "pay",
      productOptionId: new URLSearchParams(search).get("product_option_id"),
      conversationId: second ?? null,
    };
  }
  return {
    context: "default",
    productOptionId: segments.length === 1 ? (first ?? null) : null,
    conversationId: null,
  };
}

/** A malformed escape names no option; it must not stop the page from explaining that. */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
