import type { CancelFlow, Interval, OptionPrice } from "@creator-checkout/core/catalog";
import { type AuthenticationMethod, codeMethods } from "@creator-checkout/core/sign-in";
import type { TaxSettings } from "@creator-checkout/core/tax";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

// The catalog (product.md §3). Column names follow the spec's field names; amounts are
// integers in minor units of the row's currency (principle P7).

export const publishers = pgTable("publishers", {
  id: uuid("id").primaryKey(),
  username: text("username").notNull().unique(),
  name: text("name").notNull(),
  icon: text("icon"),
  url_terms: text("url_terms"),
  primary_urls: jsonb("primary_urls").$type<string[]>().notNull().default([]),
  contribution_type: text("contribution_type"),
  default_authentication_method: text("default_authentication_method", {
    enum: codeMethods,
  }).notNull(),
  authentication_methods: jsonb("authentication_methods").$type<AuthenticationMethod[]>().notNull(),
  // product.md §4 code modes: "required" (the default), "optional" or "hide".
  otp_mode: text("otp_mode", { enum: ["required", "optional", "hide"] })
    .notNull()
    .default("required"),
  contact_email: text("contact_email"),
  // The language a buyer whose browser names none the checkout offers reads (docs/decisions/104).
  default_locale: text("default_locale").notNull().default("en"),
  // The creator's tax settings as core's taxSettingsSchema parsed them; null collects no tax
  // (docs/decisions/119, 123). Written by an import and by PUT /api/publisher/tax.
  tax: jsonb("tax_settings").$type<TaxSettings>(),
  // The most periods a subscriber may pause a subscription for; 0 offers no pause
  // (docs/decisions/175).
  max_pause_periods: integer("max_pause_periods").notNull().default(0),
  // What a subscriber who presses Cancel is asked and offered, as core's cancelFlowSchema
  // parsed it (docs/decisions/178).
  cancel_flow: jsonb("cancel_flow")
    .$type<CancelFlow>()
    .notNull()
    .default({ reasons: [], offer_pause: false, offer_switch: false, retention_offer: null }),
  ...timestamps,
});

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey(),
    // The creator's words in other languages (docs/decisions/109).
    translations: jsonb("translations")
      .$type<Partial<Record<string, Record<string, unknown>>>>()
      .notNull()
      .default({}),
    publisher_id: uuid("publisher_id")
      .notNull()
      .references(() => publishers.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    title: text("title").notNull(),
    pledge_mode: boolean("pledge_mode").notNull().default(false),
    match_type: text("match_type"),
    product_label: text("product_label"),
    custom_text_filename: text("custom_text_filename"),
    ...timestamps,
  },
  (t) => [index("products_publisher_id_idx").on(t.publisher_id)],
);

export const productOptions = pgTable(
  "product_options",
  {
    id: uuid("id").primaryKey(),
    // The creator's words in other languages (docs/decisions/109).
    translations: jsonb("translations")
      .$type<Partial<Record<string, Record<string, unknown>>>>()
      .notNull()
      .default({}),
    product_id: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    title: text("title").notNull(),
    price: integer("price"),
    currency: text("currency").notNull(),
    recurring: boolean("recurring").notNull().default(false),
    per_seat: boolean("per_seat").notNull().default(false),
    interval: text("interval").$type<Interval>(),
    interval_quantity: integer("interval_quantity").notNull().default(1),
    user_created: boolean("user_created").notNull().default(false),
    short_code: text("short_code"),
    trial_interval: text("trial_interval").$type<Interval>(),
    trial_quantity: integer("trial_quantity"),
    trial_price: integer("trial_price"),
    trial_currency: text("trial_currency"),
    max_custom_price: integer("max_custom_price"),
    // The option's price in further currencies (docs/decisions/160); `price` and `currency` are
    // its first. Empty for an option sold in one currency, as every option was before.
    prices: jsonb("prices").$type<OptionPrice[]>().notNull().default([]),
    // The option's place in its catalog file: the tie-break when two options cost the same.
    position: integer("position").notNull().default(0),
    // Off the page and no longer sold; its subscribers keep renewing (docs/decisions/177).
    archived: boolean("archived").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index("product_options_product_id_idx").on(t.product_id),
    check("product_options_price_not_negative", sql`${t.price} IS NULL OR ${t.price} >= 0`),
    check(
      "product_options_trial_price_not_negative",
      sql`${t.trial_price} IS NULL OR ${t.trial_price} >= 0`,
    ),
  ],
);

export const newsletters = pgTable(
  "newsletters",
  {
    id: uuid("id").primaryKey(),
    // The creator's words in other languages (docs/decisions/109).
    translations: jsonb("translations")
      .$type<Partial<Record<string, Record<string, unknown>>>>()
      .notNull()
      .default({}),
    publisher_id: uuid("publisher_id")
      .notNull()
      .references(() => publishers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    enabled: boolean("enabled").notNull().default(true),
    integration_label: text("integration_label"),
    newsletter_order: integer("newsletter_order").notNull().default(0),
    type: text("type", { enum: ["free", "paid"] }).notNull(),
    ...timestamps,
  },
  (t) => [index("newsletters_publisher_id_idx").on(t.publisher_id)],
);

export const productNewsletters = pgTable(
  "product_newsletters",
  {
    product_id: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    newsletter_id: uuid("newsletter_id")
      .notNull()
      .references(() => newsletters.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.newsletter_id] })],
);

export const customProperties = pgTable(
  "custom_properties",
  {
    id: uuid("id").primaryKey(),
    // The creator's words in other languages (docs/decisions/109).
    translations: jsonb("translations")
      .$type<Partial<Record<string, Record<string, unknown>>>>()
      .notNull()
      .default({}),
    publisher_id: uuid("publisher_id")
      .notNull()
      .references(() => publishers.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    type: text("type").notNull(),
    class: text("class").notNull(),
    elastic_reference_id: text("elastic_reference_id"),
    options: jsonb("options")
      .$type<Array<{ label: string; value: string }>>()
      .notNull()
      .default([]),
    ...timestamps,
  },
  (t) => [index("custom_properties_publisher_id_idx").on(t.publisher_id)],
);

export const customFields = pgTable(
  "custom_fields",
  {
    id: uuid("id").primaryKey(),
    // The creator's words in other languages (docs/decisions/109).
    translations: jsonb("translations")
      .$type<Partial<Record<string, Record<string, unknown>>>>()
      .notNull()
      .default({}),
    product_id: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    property_id: uuid("property_id")
      .notNull()
      .references(() => customProperties.id, { onDelete: "cascade" }),
    description: text("description"),
    label: text("label").notNull(),
    // "order" is an SQL keyword; the API still calls it `order`.
    sort_order: integer("sort_order").notNull().default(0),
    required: boolean("required").notNull().default(false),
    ...timestamps,
  },
  (t) => [index("custom_fields_product_id_idx").on(t.product_id)],
);

export const featureFlags = pgTable(
  "feature_flags",
  {
    publisher_id: uuid("publisher_id")
      .notNull()
      .references(() => publishers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.publisher_id, t.name] })],
);

/**
 * One row whose version every catalog import raises in its own transaction: the processes that
 * cache catalog reads compare it to drop what they hold (docs/decisions/048).
 */
export const catalogVersion = pgTable(
  "catalog_version",
  {
    singleton: boolean("singleton").primaryKey().default(true),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("catalog_version_singleton", sql`${t.singleton}`)],
);
