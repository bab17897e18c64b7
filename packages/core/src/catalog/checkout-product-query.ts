/**
 * The checkout page's GraphQL query for the product of an option: the page sends it to
 * `/api/query`, and the server runs the same text in-process to render the page's first view.
 * It asks for every field of `checkoutProductSchema` (./checkout-product.ts) and no other, which
 * a test holds; it stays written out so the page carries the query's text and not zod.
 */
export const checkoutProductQuery = /* GraphQL */ `
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
        prices { currency price trial_price max_custom_price }
        archived
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
        default_locale
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
