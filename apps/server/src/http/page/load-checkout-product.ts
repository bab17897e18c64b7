import type { CheckoutProduct } from "@creator-checkout/core/catalog";
import { checkoutProductQuery } from "@creator-checkout/core/checkout-product-query";
import type { RunGraphql } from "../../run-graphql";

/**
 * The option's product exactly as the page's own query would fetch it from `/api/query`, run
 * through the same schema in-process, with the creator's words in `language` where they gave
 * them; null when no product has the option.
 */
export async function loadCheckoutProduct(
  { runGraphql }: { runGraphql: RunGraphql },
  { productOptionId, language = null }: { productOptionId: string; language?: string | null },
): Promise<CheckoutProduct | null> {
  const result = await runGraphql(checkoutProductQuery, { productOptionId }, language);
  if (result.errors?.length) {
    throw new Error(`The checkout's product query failed: ${result.errors[0]?.message}`);
  }
  return (result.data?.product as CheckoutProduct | null | undefined) ?? null;
}
