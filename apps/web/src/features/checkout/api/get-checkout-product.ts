import { useQuery } from "@tanstack/react-query";
import { rememberPublisherId } from "@/lib/api-client";
import { graphqlRequest } from "@/lib/graphql-request";
import type { CheckoutProduct } from "@/types/checkout-product";

const checkoutProductQuery = /* GraphQL */ `
  query CheckoutProduct($productOptionId: ID!) {
    product(product_option_id: $productOptionId) {
      id
      publisher_id
      type
      title
      pledge_mode
      match_type
      product_label
      custom_text { filename }
      options {
        id
        type
        title
        price
        currency
        recurring
        per_seat
        interval
        interval_quantity
        user_created
        short_code
        trial_interval
        trial_quantity
        trial_price
        trial_currency
        max_custom_price
      }
      publisher {
        id
        username
        name
        icon
        url_terms
        primary_urls
        contribution_type
        default_authentication_method
        authentication_methods
        oidc_name
      }
      custom_fields {
        id
        description
        label
        order
        required
        connected_property {
          id
          label
          type
          class
          elastic_reference_id
          options { label value }
        }
      }
      newsletters {
        id
        name
        description
        enabled
        integration_label
        newsletter_order
        type
      }
    }
  }
`;

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

export function useCheckoutProduct(productOptionId: string | null) {
  return useQuery({
    queryKey: ["checkout-product", productOptionId],
    queryFn: ({ signal }) => getCheckoutProduct(productOptionId ?? "", signal),
    enabled: productOptionId !== null,
  });
}
