import type { Interval } from "@creator-checkout/core/catalog";
import type { TaxSettings } from "@creator-checkout/core/tax";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
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
import { newsletters, productOptions, products, publishers } from "./catalog";
import { timestamps } from "./columns";
import { users } from "./sign-in";

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
    // The issuing country the processor reported, one piece of a buyer's location for tax
    // (docs/decisions/124); null for cards saved before it was kept, or when none was given.
    country: text("country"),
    ...timestamps,
  },
  (t) => [index("payment_methods_owner_idx").on(t.publisher_id, t.user_id)],
);

/** The creator's name and tax settings on the day an invoice was numbered. */
export interface InvoiceSeller {
  name: string;
  tax: TaxSettings | null;
}

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
    // What refunds under way or made have taken back from this order (docs/decisions/077): the
    // check below is the last word, so no number of concurrent refunds gives back more than paid.
    refunded_amount: integer("refunded_amount").notNull().default(0),
    // What a promotion code took off this order's amount, and the redemption it came from
    // (docs/decisions/092): the purchase that used the code, or a renewal it still covers.
    discount_amount: integer("discount_amount").notNull().default(0),
    // What a retention offer took off a renewal (docs/decisions/182), apart from a code's discount.
    retention_discount: integer("retention_discount").notNull().default(0),
    coupon_redemption_id: uuid("coupon_redemption_id"),
    promotion_code: text("promotion_code"),
    // The tax this order carries (docs/decisions/123-126), all null when its creator collects
    // none. `amount` is what is charged (the gross); `tax_net_amount` + `tax_amount` make it.
    tax_net_amount: integer("tax_net_amount"),
    tax_amount: integer("tax_amount"),
    // Hundredths of a percent: 2100 is 21 %; 0 when the sale is not taxed.
    tax_rate: integer("tax_rate"),
    tax_country: text("tax_country"),
    // taxed, reverse_charge, not_registered or no_rate (core's SALE_TAX_TREATMENTS).
    tax_treatment: text("tax_treatment"),
    tax_inclusive: boolean("tax_inclusive"),
    // The two pieces of evidence of where the buyer is, and whether they named one country
    // (false on one piece alone or a disagreement the buyer confirmed).
    stated_country: text("stated_country"),
    card_country: text("card_country"),
    countries_agreed: boolean("countries_agreed"),
    // A business buyer's VAT number, normalised as VIES writes it (NL000099998B57).
    buyer_vat_number: text("buyer_vat_number"),
    // What VIES said of that number when the sale was decided (docs/decisions/134): verified, or
    // not (VIES could not be asked: the sale was taxed as to a consumer), when it was asked, and
    // its consultation number where it gave one: the proof of a reverse charge.
    buyer_vat_verified: boolean("buyer_vat_verified"),
    vies_checked_at: timestamp("vies_checked_at", { withTimezone: true }),
    vies_request_id: text("vies_request_id"),
    // With Stripe Tax on (docs/decisions/135): the calculation the figures came from, and the
    // transaction it became once the order was paid. Null with the rates table.
    tax_calculation_id: text("tax_calculation_id"),
    tax_transaction_id: text("tax_transaction_id"),
    // The invoice's number in its creator's series for the year it was paid, given by the
    // database as the order turns paid with an amount, in that same transaction, so no number
    // is skipped or given twice (docs/decisions/131); `invoice_number` is it as printed.
    invoice_year: integer("invoice_year"),
    invoice_sequence: integer("invoice_sequence"),
    invoice_number: text("invoice_number"),
    // The seller as the invoice names them, copied from the creator when the number is given,
    // so a later change of name, address or registration leaves issued invoices as they were.
    invoice_seller: jsonb("invoice_seller").$type<InvoiceSeller>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("orders_invoice_sequence_idx")
      .on(t.publisher_id, t.invoice_year, t.invoice_sequence)
      .where(sql`${t.invoice_sequence} IS NOT NULL`),
    check(
      "orders_tax_adds_up",
      sql`${t.tax_amount} IS NULL OR ${t.tax_net_amount} + ${t.tax_amount} = ${t.amount}`,
    ),
    check(
      "orders_refunds_within_amount",
      sql`${t.refunded_amount} >= 0 AND ${t.refunded_amount} <= ${t.amount}`,
    ),
    uniqueIndex("orders_idempotency_idx").on(t.user_id, t.idempotency_key),
    uniqueIndex("orders_one_live_per_product_idx")
      .on(t.user_id, t.claims_product_id)
      .where(sql`${t.claims_product_id} IS NOT NULL`),
    index("orders_owner_idx").on(t.publisher_id, t.user_id),
    index("orders_pending_idx").on(t.status, t.updated_at),
    // Paid orders whose Stripe Tax calculation is still to be recorded as a transaction.
    index("orders_tax_to_record_idx")
      .on(t.updated_at)
      .where(sql`${t.tax_calculation_id} IS NOT NULL AND ${t.tax_transaction_id} IS NULL`),
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

/**
 * The last invoice number given in each creator's series of a year. The trigger that numbers a
 * paid order updates its row, and the row's lock holds every other payment of that creator
 * until the transaction ends, so the numbers follow each other without a gap (docs/decisions/131).
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    publisher_id: uuid("publisher_id")
      .notNull()
      .references(() => publishers.id, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    last_sequence: integer("last_sequence").notNull(),
  },
  (t) => [primaryKey({ columns: [t.publisher_id, t.year] })],
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
    interval: text("interval").$type<Interval>(),
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
    // A pause the buyer chose (docs/decisions/175): the renewal date it moved to, the number of
    // the period the renewal would have paid for without it, and the e-mail that tells the buyer
    // of its end. Null when not paused.
    paused_until: timestamp("paused_until", { withTimezone: true }),
    paused_from_period: integer("paused_from_period"),
    pause_reminder_id: uuid("pause_reminder_id"),
    // A move to the option's current price the creator made (docs/decisions/181): what renewals
    // charge from the first one due at or after `price_moves_at`. Null when none is scheduled.
    moved_renewal_amount: integer("moved_renewal_amount"),
    price_moves_at: timestamp("price_moves_at", { withTimezone: true }),
    // A retention offer taken in the cancel step (docs/decisions/182): the share off, how many
    // renewals it still covers (one less with each renewal paid at it, in the transaction that
    // records the payment), and when it was taken; taken once per subscription.
    retention_percent_off: integer("retention_percent_off"),
    retention_renewals_left: integer("retention_renewals_left").notNull().default(0),
    retention_taken_at: timestamp("retention_taken_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("subscriptions_owner_idx").on(t.publisher_id, t.user_id, t.product_id),
    index("subscriptions_due_idx").on(t.due_at).where(sql`${t.due_at} IS NOT NULL`),
  ],
);

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
