import { analyticsEventTypes } from "@creator-checkout/core/analytics";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
