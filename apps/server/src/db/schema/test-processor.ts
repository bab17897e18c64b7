import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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
  // The card's issuing country, as a provider reports it (Stripe's card.country).
  country: text("country"),
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

// A charge may be refunded in parts; each refund's key makes a repeated request answer it again.
export const testProcessorRefunds = pgTable("test_processor_refunds", {
  id: text("id").primaryKey(),
  idempotency_key: text("idempotency_key").notNull().unique(),
  charge_id: text("charge_id")
    .notNull()
    .references(() => testProcessorCharges.id),
  amount: integer("amount").notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
