import type { CheckoutProduct } from "@creator-checkout/core/catalog";
import { checkoutProductQuery } from "@creator-checkout/core/checkout-product-query";
import { useQuery } from "@tanstack/react-query";
import { rememberPublisherId } from "@/lib/api-client";
import { graphqlRequest } from "@/lib/graphql-request";

/** The product that owns the option, or null when no product has that option. */
export async function getCheckoutProduct(
  productOptionId: string,
  signal?: AbortSignal,
): Promise<CheckoutProduct | null> {
  const { product } = await graphqlRequest<
    { product: CheckoutProduct | null },
    { productOptionId: string }
  >(checkoutProductQuery, { productOptionId }, signal);
  if (product) rememberPublisherId(product.publisher_id);
  return product;
}

/** The cache key of an option's product; the server-rendered page inlines its data under it. */
export const checkoutProductKey = (productOptionId: string | null) =>
  ["checkout-product", productOptionId] as const;

export function useCheckoutProduct(productOptionId: string | null) {
  return useQuery({
    queryKey: checkoutProductKey(productOptionId),
    queryFn: ({ signal }) => getCheckoutProduct(productOptionId ?? "", signal),
    enabled: productOptionId !== null,
  });
}
