import { z } from "zod";
import {
  connectedPropertySchema,
  customFieldSchema,
  newsletterSchema,
  optionPriceSchema,
  productOptionSchema,
  productSchema,
  propertyOptionSchema,
  publisherSchema,
} from "./entities";

// The catalog as the checkout page reads it (docs/decisions/147): one description, from which
// the server's GraphQL types are generated, the page's query is checked and the page's types are
// inferred. Built from the entities' own fields, so a field's rule is written once. The creator's
// translations are not among them: the server answers each field in the buyer's language.

/** The GraphQL type each object of the checkout's catalog is served as. */
export const graphqlTypeNames = z.registry<{ name: string }>();

function servedAs<Shape extends z.ZodRawShape>(name: string, shape: Shape) {
  return z.object(shape).register(graphqlTypeNames, { name });
}

const publisher = publisherSchema.shape;
const checkoutPublisherSchema = servedAs("Publisher", {
  id: publisher.id,
  username: publisher.username,
  name: publisher.name,
  icon: publisher.icon,
  url_terms: publisher.url_terms,
  primary_urls: publisher.primary_urls,
  contribution_type: publisher.contribution_type,
  default_authentication_method: publisher.default_authentication_method,
  authentication_methods: publisher.authentication_methods.describe(
    "The sign-in methods offered: a social provider only when the checkout's operator configured it.",
  ),
  oidc_name: z
    .string()
    .nullable()
    .describe("The name of the operator's OpenID Connect provider (method oidc), when configured."),
  default_locale: publisher.default_locale.describe(
    "The language for a buyer whose browser asks for none the checkout is written in.",
  ),
});

const { translations: _optionTranslations, ...option } = productOptionSchema.shape;
const checkoutOptionSchema = servedAs("ProductOption", {
  ...option,
  price: option.price.describe("Null means the buyer chooses the amount."),
  interval: option.interval.describe("day, week, month, year, or null for one time."),
  max_custom_price: option.max_custom_price.describe(
    "The largest amount a buyer may choose where price is null, in minor units.",
  ),
  prices: z
    .array(servedAs("OptionPrice", optionPriceSchema.shape))
    .describe("The option's price in further currencies; price and currency are its first."),
  archived: option.archived.describe(
    "No longer sold: new buyers cannot buy it; its subscribers keep renewing.",
  ),
});

const { translations: _newsletterTranslations, ...newsletter } = newsletterSchema.shape;
const checkoutNewsletterSchema = servedAs("Newsletter", newsletter);

const { translations: _propertyTranslations, ...property } = connectedPropertySchema.shape;
const checkoutPropertySchema = servedAs("ConnectedProperty", {
  ...property,
  options: z.array(servedAs("PropertyOption", propertyOptionSchema.shape)),
});

const field = customFieldSchema.shape;
const checkoutCustomFieldSchema = servedAs("CustomField", {
  id: field.id,
  description: field.description,
  label: field.label,
  order: field.order,
  required: field.required,
  connected_property: checkoutPropertySchema,
});

const product = productSchema.shape;
export const checkoutProductSchema = servedAs("Product", {
  id: product.id,
  publisher_id: publisher.id,
  type: product.type,
  title: product.title,
  pledge_mode: product.pledge_mode,
  match_type: product.match_type,
  product_label: product.product_label,
  custom_text: servedAs("CustomText", { filename: z.string().nullable() }).nullable(),
  options: z
    .array(checkoutOptionSchema)
    .describe("Sorted by price; a custom-amount option (price null) comes last."),
  publisher: checkoutPublisherSchema,
  custom_fields: z.array(checkoutCustomFieldSchema),
  newsletters: z.array(checkoutNewsletterSchema),
});

/** A product with everything the checkout page shows, as `checkoutProductQuery` fetches it. */
export type CheckoutProduct = z.output<typeof checkoutProductSchema>;
export type CheckoutCustomField = z.output<typeof checkoutCustomFieldSchema>;
export type CheckoutOption = z.output<typeof checkoutOptionSchema>;
export type CheckoutPublisher = z.output<typeof checkoutPublisherSchema>;
export type CheckoutNewsletter = z.output<typeof checkoutNewsletterSchema>;
/**
 * The creator as every buyer page shows them (the checkout, the gift page): the checkout's
 * publisher without what only the checkout's own query asks for.
 */
export type CreatorOnPage = Omit<CheckoutPublisher, "default_locale" | "oidc_name"> & {
  oidc_name?: string | null;
};
