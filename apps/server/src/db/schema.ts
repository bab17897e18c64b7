import { analyticsEventTypes } from "@creator-checkout/core/analytics";
import { type AuthenticationMethod, codeMethods } from "@creator-checkout/core/sign-in";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

// The catalog (product.md §3). Column names follow the spec's field names; amounts are
// integers in minor units of the row's currency (principle P7).

const timestamps = {
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

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
  ...timestamps,
});

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey(),
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
    product_id: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    title: text("title").notNull(),
    price: integer("price"),
    currency: text("currency").notNull(),
    recurring: boolean("recurring").notNull().default(false),
    per_seat: boolean("per_seat").notNull().default(false),
    interval: text("interval"),
    interval_quantity: integer("interval_quantity").notNull().default(1),
    user_created: boolean("user_created").notNull().default(false),
    short_code: text("short_code"),
    trial_interval: text("trial_interval"),
    trial_quantity: integer("trial_quantity"),
    trial_price: integer("trial_price"),
    trial_currency: text("trial_currency"),
    max_custom_price: integer("max_custom_price"),
    // The option's place in its catalog file: the tie-break when two options cost the same.
    position: integer("position").notNull().default(0),
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

// Sign-in (product.md §4 and §7; principles P1, P3, P4 and P9). Secrets are stored
// only as HMACs: codes, claims and refresh tokens never sit in the database in plain text.

/**
 * How a session proved that its buyer owns the address: a confirmed code, a password, a passkey,
 * or a social login whose provider vouched for the address (docs/decisions/034).
 */
export const proofKinds = ["code", "password", "passkey", "social"] as const;
export type ProofKind = (typeof proofKinds)[number];

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Lower-cased e-mail and E.164 phone: one global identity, whichever the buyer signs in with.
    email: text("email").unique(),
    phone: text("phone").unique(),
    verified_at: timestamp("verified_at", { withTimezone: true }),
    password_hash: text("password_hash"),
    ...timestamps,
  },
  (t) => [check("users_email_or_phone", sql`${t.email} IS NOT NULL OR ${t.phone} IS NOT NULL`)],
);

/** A user as one publisher's customer: tokens and purchases are always per publisher. */
export const customers = pgTable(
  "customers",
  {
    publisher_id: uuid("publisher_id")
      .notNull()
      .references(() => publishers.id, { onDelete: "cascade" }),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    custom_properties: jsonb("custom_properties")
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.publisher_id, t.user_id] })],
);

export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    publisher_id: uuid("publisher_id")
      .notNull()
      .references(() => publishers.id, { onDelete: "cascade" }),
    // "email:ada@example.com" or "sms:+15551234567".
    destination: text("destination").notNull(),
    code_hmac: text("code_hmac").notNull(),
    verify_flow_id: uuid("verify_flow_id").notNull(),
    failed_attempts: integer("failed_attempts").notNull().default(0),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumed_at: timestamp("consumed_at", { withTimezone: true }),
    superseded_at: timestamp("superseded_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("one_time_codes_destination_idx").on(t.publisher_id, t.destination, t.created_at)],
);

/** Short-lived, single-use proof of a confirmed sign-in, exchanged once for tokens. */
export const claims = pgTable("claims", {
  claim_hmac: text("claim_hmac").primaryKey(),
  publisher_id: uuid("publisher_id")
    .notNull()
    .references(() => publishers.id, { onDelete: "cascade" }),
  user_id: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  kind: text("kind").notNull(),
  // The proof the session made of the claim carries over to the session it opens.
  proof: text("proof", { enum: proofKinds }),
  proven_at: timestamp("proven_at", { withTimezone: true }),
  expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
  used_at: timestamp("used_at", { withTimezone: true }),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    token_hmac: text("token_hmac").primaryKey(),
    family_id: uuid("family_id").notNull(),
    publisher_id: uuid("publisher_id")
      .notNull()
      .references(() => publishers.id, { onDelete: "cascade" }),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The family's absolute end: rotation never extends a sign-in past it.
    family_expires_at: timestamp("family_expires_at", { withTimezone: true }).notNull(),
    // How the session proved its address, and when: null for a session that never did
    // (a registration where the publisher skips the code). See docs/decisions/019.
    proof: text("proof", { enum: proofKinds }),
    proven_at: timestamp("proven_at", { withTimezone: true }),
    used_at: timestamp("used_at", { withTimezone: true }),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("refresh_tokens_family_idx").on(t.family_id),
    index("refresh_tokens_user_idx").on(t.user_id),
  ],
);

/** Fixed-window counters shared by every server process (docs/decisions/004-rate-limits.md). */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    bucket: text("bucket").notNull(),
    window_start: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.window_start] })],
);

/** Bot-check proofs already accepted, so a proof works once. */
export const usedBotProofs = pgTable("used_bot_proofs", {
  proof_hash: text("proof_hash").primaryKey(),
  expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** Secrets the server makes for itself when none is configured, shared by every process. */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The durable queue of e-mails and SMS. A row is claimed with FOR UPDATE SKIP LOCKED, so any
 * number of processes share the work; the body is erased once sent.
 */
export const outgoingMessages = pgTable(
  "outgoing_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body"),
    attempts: integer("attempts").notNull().default(0),
    run_at: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    locked_until: timestamp("locked_until", { withTimezone: true }),
    sent_at: timestamp("sent_at", { withTimezone: true }),
    failed_at: timestamp("failed_at", { withTimezone: true }),
    last_error: text("last_error"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outgoing_messages_due_idx").on(t.sent_at, t.failed_at, t.run_at)],
);

/** Where messages land when no SMTP or SMS provider is configured, outside production. */
export const devOutbox = pgTable(
  "dev_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("dev_outbox_recipient_idx").on(t.recipient, t.created_at)],
);

// Cards and purchases (product.md §3, §4 and §7; principles P2, P6, P7 and P8). The
// gateway holds the card; we keep its reference and what the buyer needs to recognise it.

export const paymentCustomers = pgTable(
  "payment_customers",
  {
    publisher_id: uuid("publisher_id")
      .notNull()
      .references(() => publishers.id, { onDelete: "cascade" }),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    gateway: text("gateway").notNull(),
    customer_ref: text("customer_ref").notNull(),
    default_payment_method_id: integer("default_payment_method_id"),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.publisher_id, t.user_id, t.gateway] })],
);

export const paymentMethods = pgTable(
  "payment_methods",
  {
    // product.md §9 sorts payment methods by numeric id: the order they were added in.
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    publisher_id: uuid("publisher_id")
      .notNull()
      .references(() => publishers.id, { onDelete: "cascade" }),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    gateway: text("gateway").notNull(),
    source_id: text("source_id").notNull().unique(),
    // product.md §7 "POST me payment": a card typed into the card form, or one a wallet handed over.
    source_type: text("source_type", { enum: ["card", "wallet"] })
      .notNull()
      .default("card"),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    exp_month: integer("exp_month").notNull(),
    exp_year: integer("exp_year").notNull(),
    ...timestamps,
  },
  (t) => [index("payment_methods_owner_idx").on(t.publisher_id, t.user_id)],
);

/**
 * One row per purchase attempt, written before any money moves: the idempotency key is unique
 * per buyer, so a repeated request finds its first order instead of charging again.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    publisher_id: uuid("publisher_id")
      .notNull()
      .references(() => publishers.id, { onDelete: "cascade" }),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    product_option_id: uuid("product_option_id")
      .notNull()
      .references(() => productOptions.id),
    kind: text("kind").notNull(),
    idempotency_key: text("idempotency_key").notNull(),
    // What the key was first used for; the same key with another request is refused.
    request_fingerprint: text("request_fingerprint").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    payment_method_id: integer("payment_method_id").references(() => paymentMethods.id),
    // The product this order holds for its buyer while it is under way or its access lives;
    // null for what may be bought again (donations) and once the attempt failed. Unique per
    // buyer, so concurrent purchases of one product cannot both charge (docs/decisions/022).
    claims_product_id: uuid("claims_product_id").references(() => products.id),
    // A renewal pays one period of one subscription: the period's number counted from the
    // subscription's billing anchor (docs/decisions/029).
    subscription_id: uuid("subscription_id").references((): AnyPgColumn => subscriptions.id),
    period_number: integer("period_number"),
    // What a recurring option will charge each period after this order: the option's price, or
    // the buyer's own amount where they chose one. Null for what does not renew.
    recurring_amount: integer("recurring_amount"),
    // A switch made now takes effect at this moment: its proration was computed for it.
    effective_at: timestamp("effective_at", { withTimezone: true }),
    status: text("status").notNull(),
    failure_message: text("failure_message"),
    paid_at: timestamp("paid_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("orders_idempotency_idx").on(t.user_id, t.idempotency_key),
    uniqueIndex("orders_one_live_per_product_idx")
      .on(t.user_id, t.claims_product_id)
      .where(sql`${t.claims_product_id} IS NOT NULL`),
    index("orders_owner_idx").on(t.publisher_id, t.user_id),
    index("orders_pending_idx").on(t.status, t.updated_at),
    // At most one charge of a subscription under way at a time, whoever started it: the
    // billing worker in any process, or the buyer paying what is overdue.
    uniqueIndex("orders_one_renewal_in_flight_idx")
      .on(t.subscription_id)
      .where(
        sql`${t.subscription_id} IS NOT NULL AND ${t.status} IN ('pending', 'requires_action')`,
      ),
    index("orders_subscription_idx").on(t.subscription_id, t.period_number),
    check("orders_amount_not_negative", sql`${t.amount} >= 0`),
  ],
);

/** The gateway's charge for an order; at most one per order, so money never moves twice. */
export const charges = pgTable("charges", {
  order_id: uuid("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  gateway: text("gateway").notNull(),
  charge_ref: text("charge_ref").notNull().unique(),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull(),
  status: text("status").notNull(),
  ...timestamps,
});

/** Access granted by a paid order: a subscription, or a pass or one-time payment. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    publisher_id: uuid("publisher_id")
      .notNull()
      .references(() => publishers.id, { onDelete: "cascade" }),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    product_id: uuid("product_id")
      .notNull()
      .references(() => products.id),
    product_option_id: uuid("product_option_id")
      .notNull()
      .references(() => productOptions.id),
    order_id: uuid("order_id")
      .notNull()
      .unique()
      .references(() => orders.id),
    // TRIALING, ACTIVE, PAST_DUE, CANCELED for subscriptions; ACTIVE for passes and payments.
    status: text("status").notNull(),
    recurring: boolean("recurring").notNull(),
    current_period_start: timestamp("current_period_start", { withTimezone: true }).notNull(),
    current_period_end: timestamp("current_period_end", { withTimezone: true }),
    trial_end: timestamp("trial_end", { withTimezone: true }),
    // Periods are counted from the anchor (the trial's end, else the first payment), so a plan
    // bought on 31 January renews on the last day of February and then on 31 March.
    billing_anchor: timestamp("billing_anchor", { withTimezone: true }),
    // The number of the period the next renewal pays for: 0 after a trial, 1 after a first payment.
    next_period_number: integer("next_period_number").notNull().default(0),
    // The cycle and price as sold: a later change to the catalog does not move a buyer's dates
    // or price.
    interval: text("interval"),
    interval_quantity: integer("interval_quantity"),
    // What each renewal charges, in minor units of `currency`.
    renewal_amount: integer("renewal_amount"),
    currency: text("currency"),
    cancel_at_period_end: boolean("cancel_at_period_end").notNull().default(false),
    // Declined renewals of the period now due; reset by a payment.
    failed_renewals: integer("failed_renewals").notNull().default(0),
    past_due_since: timestamp("past_due_since", { withTimezone: true }),
    // When the billing worker must next look at this subscription: to renew it, retry it or
    // end it. Null when nothing is ever due (a pass, or an ended subscription).
    due_at: timestamp("due_at", { withTimezone: true }),
    // A worker's claim, so two processes do not work on one subscription at once.
    locked_until: timestamp("locked_until", { withTimezone: true }),
    ended_at: timestamp("ended_at", { withTimezone: true }),
    // A switch queued for the end of the period: the option, and what it will charge.
    next_product_option_id: uuid("next_product_option_id").references(() => productOptions.id),
    next_renewal_amount: integer("next_renewal_amount"),
    canceled_at: timestamp("canceled_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("subscriptions_owner_idx").on(t.publisher_id, t.user_id, t.product_id),
    index("subscriptions_due_idx").on(t.due_at).where(sql`${t.due_at} IS NOT NULL`),
  ],
);

// The built-in test processor (docs/architecture.md, Chosen parts): a card processor inside the server that
// behaves like a provider in test mode. Its tables stand for the provider's own records.

export const testProcessorPaymentMethods = pgTable("test_processor_payment_methods", {
  id: text("id").primaryKey(),
  // The test card's behaviour, named by its number: succeeds, declines, insufficient funds or
  // requires authentication. The number itself is never stored.
  behaviour: text("behaviour").notNull(),
  brand: text("brand").notNull(),
  last4: text("last4").notNull(),
  exp_month: integer("exp_month").notNull(),
  exp_year: integer("exp_year").notNull(),
  customer_id: text("customer_id"),
  // A token is spent when attached to a customer, as with a real provider.
  attached_at: timestamp("attached_at", { withTimezone: true }),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const testProcessorCustomers = pgTable("test_processor_customers", {
  id: text("id").primaryKey(),
  description: text("description"),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const testProcessorCharges = pgTable("test_processor_charges", {
  id: text("id").primaryKey(),
  idempotency_key: text("idempotency_key").notNull().unique(),
  customer_id: text("customer_id").notNull(),
  payment_method_id: text("payment_method_id").notNull(),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull(),
  // succeeded, failed, requires_action; refunded after a refund.
  status: text("status").notNull(),
  failure_code: text("failure_code"),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const testProcessorRefunds = pgTable("test_processor_refunds", {
  id: text("id").primaryKey(),
  charge_id: text("charge_id")
    .notNull()
    .unique()
    .references(() => testProcessorCharges.id),
  amount: integer("amount").notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Stripe webhook events already handled, so a redelivered event is applied once. */
export const processedWebhookEvents = pgTable("processed_webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  received_at: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

// Newsletters a buyer chose at a publisher (product.md §7 "newsletters subscribe").
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    newsletter_id: uuid("newsletter_id")
      .notNull()
      .references(() => newsletters.id, { onDelete: "cascade" }),
    publisher_id: uuid("publisher_id")
      .notNull()
      .references(() => publishers.id, { onDelete: "cascade" }),
    subscribed_at: timestamp("subscribed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.newsletter_id] }),
    index("newsletter_subscriptions_owner_idx").on(t.publisher_id, t.user_id),
  ],
);

/**
 * A gift bought for someone else (product.md §4 "Checkout gift"). The giver's order pays for it
 * and holds nothing (docs/decisions/033); the recipient redeems it with a long random code that
 * is stored only as its HMAC, once, before it expires.
 */
export const gifts = pgTable(
  "gifts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    publisher_id: uuid("publisher_id")
      .notNull()
      .references(() => publishers.id, { onDelete: "cascade" }),
    order_id: uuid("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    code_hmac: text("code_hmac").notNull().unique(),
    sender_first_name: text("sender_first_name").notNull(),
    recipient_first_name: text("recipient_first_name").notNull(),
    recipient_email: text("recipient_email").notNull(),
    note: text("note"),
    // When the recipient's e-mail goes out; null for at once.
    deliver_at: timestamp("deliver_at", { withTimezone: true }),
    // The recipient's e-mail, queued with the gift and held until its order is paid: only the
    // request that made the code ever knows it.
    message_id: uuid("message_id"),
    // Set when the order is paid: a gift is redeemable only from then until this moment.
    expires_at: timestamp("expires_at", { withTimezone: true }),
    redeemed_at: timestamp("redeemed_at", { withTimezone: true }),
    redeemed_by: uuid("redeemed_by").references(() => users.id, { onDelete: "set null" }),
    // The recipient's own order (amount 0) that their access hangs on and that holds the product.
    redemption_order_id: uuid("redemption_order_id").references(() => orders.id),
    ...timestamps,
  },
  (t) => [index("gifts_publisher_idx").on(t.publisher_id)],
);

// Analytics (product.md §3, §5 and §7; docs/decisions/040). One row per validated event;
// the creator's dashboard reads this table. No client address is stored (docs/decisions/041).

export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    received_at: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    type: text("type", { enum: analyticsEventTypes }).notNull(),
    // No foreign key: an event names whatever publisher the page said, and a deleted
    // publisher's history stays countable.
    publisher_id: uuid("publisher_id"),
    session_id: uuid("session_id").notNull(),
    user_id: uuid("user_id"),
    conversation_id: text("conversation_id"),
    product_option_id: uuid("product_option_id"),
    campaign_name: text("campaign_name"),
    campaign_source: text("campaign_source"),
    campaign_medium: text("campaign_medium"),
    campaign_term: text("campaign_term"),
    campaign_content: text("campaign_content"),
    properties: jsonb("properties").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index("analytics_events_publisher_received_idx").on(t.publisher_id, t.received_at),
    index("analytics_events_publisher_type_received_idx").on(t.publisher_id, t.type, t.received_at),
  ],
);

/**
 * Events still to be sent to the operator's collector (docs/decisions/040). A row is written
 * with its event only while forwarding is configured, claimed with FOR UPDATE SKIP LOCKED and
 * deleted once the collector accepted it.
 */
export const analyticsForwarding = pgTable(
  "analytics_forwarding",
  {
    event_id: uuid("event_id")
      .primaryKey()
      .references(() => analyticsEvents.id, { onDelete: "cascade" }),
    attempts: integer("attempts").notNull().default(0),
    run_at: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    locked_until: timestamp("locked_until", { withTimezone: true }),
    failed_at: timestamp("failed_at", { withTimezone: true }),
    last_error: text("last_error"),
  },
  (t) => [index("analytics_forwarding_due_idx").on(t.failed_at, t.run_at)],
);

/**
 * A publisher's secret key for reading its own figures and for server-to-server calls
 * (docs/decisions/043). Only the SHA-256 of the key is kept; `hint` is its last characters, for
 * telling keys apart in a list. A revoked key stays, so the list shows what was revoked and when.
 */
export const publisherKeys = pgTable(
  "publisher_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    publisher_id: uuid("publisher_id")
      .notNull()
      .references(() => publishers.id, { onDelete: "cascade" }),
    key_hash: text("key_hash").notNull().unique(),
    hint: text("hint").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("publisher_keys_publisher_idx").on(t.publisher_id)],
);

// Passkeys (docs/decisions/037): WebAuthn credentials of the checkout's host, one user's each,
// usable at every publisher served from that host.
export const passkeys = pgTable(
  "passkeys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The credential id and COSE public key, base64url as the browser sends them.
    credential_id: text("credential_id").notNull().unique(),
    public_key: text("public_key").notNull(),
    // The authenticator's signature counter: a 32-bit unsigned number, so wider than integer.
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    device_type: text("device_type", { enum: ["singleDevice", "multiDevice"] }).notNull(),
    backed_up: boolean("backed_up").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("passkeys_user_idx").on(t.user_id)],
);

/**
 * WebAuthn challenges the server handed out, kept as HMACs and deleted when answered, so each
 * works once. A registration's is bound to the user and the session that asked for it.
 */
export const webauthnChallenges = pgTable("webauthn_challenges", {
  challenge_hmac: text("challenge_hmac").primaryKey(),
  purpose: text("purpose", { enum: ["registration", "authentication"] }).notNull(),
  publisher_id: uuid("publisher_id")
    .notNull()
    .references(() => publishers.id, { onDelete: "cascade" }),
  user_id: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
  session_id: uuid("session_id"),
  expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Failures the page reported and unexpected server errors, one row per fingerprint
 * (docs/decisions/042): a repeat only moves `last_seen` and `count`. Everything here was
 * scrubbed before it was written, and `url` keeps no query string.
 */
export const errorReports = pgTable(
  "error_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fingerprint: text("fingerprint").notNull().unique(),
    source: text("source", { enum: ["page", "server"] }).notNull(),
    place: text("place").notNull(),
    message: text("message").notNull(),
    stack: text("stack"),
    url: text("url"),
    release: text("release").notNull(),
    service: text("service").notNull(),
    count: integer("count").notNull().default(1),
    first_seen: timestamp("first_seen", { withTimezone: true }).notNull(),
    last_seen: timestamp("last_seen", { withTimezone: true }).notNull(),
  },
  (t) => [index("error_reports_last_seen_idx").on(t.last_seen)],
);

// Social login (product.md §4 "Social login"; docs/decisions/034 and 035).

/**
 * A provider account that signs in as a user: the provider's own id for the account (`subject`),
 * never its e-mail, is what it is known by. One user may have several; an account is one user's.
 */
export const userIdentities = pgTable(
  "user_identities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The verified address the provider gave when the account was linked or last signed in.
    email: text("email"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("user_identities_provider_subject_idx").on(t.provider, t.subject),
    index("user_identities_user_idx").on(t.user_id),
  ],
);

/**
 * A social login under way, from the connect call to the provider's callback: single use, ten
 * minutes. The state the provider hands back and the browser's binding cookie are kept as HMACs;
 * the PKCE verifier and nonce must be kept as they are to be sent on.
 */
export const socialLoginAttempts = pgTable(
  "social_login_attempts",
  {
    state_hmac: text("state_hmac").primaryKey(),
    browser_hmac: text("browser_hmac").notNull(),
    provider: text("provider").notNull(),
    publisher_id: uuid("publisher_id")
      .notNull()
      .references(() => publishers.id, { onDelete: "cascade" }),
    code_verifier: text("code_verifier").notNull(),
    nonce: text("nonce").notNull(),
    page_origin: text("page_origin").notNull(),
    // Where the top window returns in redirect mode; null for a pop-up.
    redirect_uri: text("redirect_uri"),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumed_at: timestamp("consumed_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("social_login_attempts_expires_idx").on(t.expires_at)],
);
