import type {
  ConnectedProperty,
  CustomField,
  Newsletter,
  Product,
  ProductOption,
  Publisher,
} from "@creator-checkout/core/catalog";

export interface CheckoutCustomField
  extends Omit<CustomField, "product_id" | "connected_property_id"> {
  connected_property: ConnectedProperty;
}

/** A product as `POST /api/query` returns it, with everything the checkout page shows. */
export interface CheckoutProduct extends Omit<Product, "options" | "newsletter_ids"> {
  publisher_id: string;
  options: ProductOption[];
  /** `oidc_name`: the operator's OpenID Connect provider, by the name its button shows. */
  publisher: Publisher & { oidc_name: string | null };
  custom_fields: CheckoutCustomField[];
  newsletters: Newsletter[];
}
