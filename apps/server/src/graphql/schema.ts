import { checkoutProductSchema } from "@creator-checkout/core/catalog";
import { graphqlObjectTypes } from "./graphql-types-from-zod";

// The catalog as the checkout page reads it (product.md §3 and §7). Field names follow the spec;
// amounts are integers in minor units of `currency`. The object types are written from core's
// description of the checkout's product (docs/decisions/147); the queries are this file's own.

const queryType = `type Query {
  "A product by its id, or by the id of one of its options. Null when unknown."
  product(id: ID, product_option_id: ID): Product
  "Custom fields of a product, sorted by order."
  custom_fields(product_id: ID!): [CustomField!]!
  "Newsletters offered with a product, sorted by newsletter_order."
  product_newsletters(product_id: ID!): [Newsletter!]!
  "A publisher's (client's) free newsletters, sorted by newsletter_order."
  free_newsletters(client_id: ID!): [Newsletter!]!
  "Products a subscriber of product_id may switch to: the publisher's products of the same type, that one first."
  switchable_products(publisher_id: ID!, product_id: ID!): [Product!]!
}
`;

/** The schema `/api/query` serves. */
export const graphqlSchema = `${queryType}\n${graphqlObjectTypes(checkoutProductSchema)}`;
