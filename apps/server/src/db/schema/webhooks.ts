import { sql } from "drizzle-orm";
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { publishers } from "./catalog";

/**
 * A creator's receiver of webhooks (docs/decisions/079). The signing secret is kept as given to
 * the creator, since it must sign; for 24 h after a rotation the previous one signs too.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    publisher_id: uuid("publisher_id")
      .notNull()
      .references(() => publishers.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    events: jsonb("events").$type<string[]>().notNull(),
    secret: text("secret").notNull(),
    previous_secret: text("previous_secret"),
    previous_secret_until: timestamp("previous_secret_until", { withTimezone: true }),
    disabled_at: timestamp("disabled_at", { withTimezone: true }),
    disabled_reason: text("disabled_reason"),
    // Set by the first failure after a success; an endpoint failing for 5 days is disabled.
    failing_since: timestamp("failing_since", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhook_endpoints_publisher_idx").on(t.publisher_id)],
);

/** One event as its receivers get it: `payload` is the exact body that is signed and sent. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: uuid("id").primaryKey(),
    publisher_id: uuid("publisher_id")
      .notNull()
      .references(() => publishers.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    resource_id: text("resource_id").notNull(),
    payload: text("payload").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("webhook_events_publisher_idx").on(t.publisher_id, t.created_at),
    // Retention reads the oldest events first (docs/decisions/090).
    index("webhook_events_created_idx").on(t.created_at),
  ],
);

/**
 * The durable outbox: one row per event and endpoint, claimed with FOR UPDATE SKIP LOCKED.
 * `sequence` orders the deliveries of one resource to one endpoint; `attempts` is counted at
 * claim time and fences the outcome of a claim that outlived its lease.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sequence: bigserial("sequence", { mode: "number" }).notNull(),
    event_id: uuid("event_id")
      .notNull()
      .references(() => webhookEvents.id, { onDelete: "cascade" }),
    endpoint_id: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    resource_id: text("resource_id").notNull(),
    // pending, delivered or failed (given up)
    state: text("state").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    locked_until: timestamp("locked_until", { withTimezone: true }),
    delivered_at: timestamp("delivered_at", { withTimezone: true }),
    last_status: integer("last_status"),
    // Set when a replay of every given-up delivery since a time queued this one again, so a
    // second replay does not send it twice.
    replayed_at: timestamp("replayed_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.next_attempt_at).where(sql`${t.state} = 'pending'`),
    index("webhook_deliveries_order_idx")
      .on(t.endpoint_id, t.resource_id, t.sequence)
      .where(sql`${t.state} = 'pending'`),
    index("webhook_deliveries_endpoint_idx").on(t.endpoint_id, t.created_at),
  ],
);

/** Each try of a delivery: what the receiver answered, how fast, and the start of its body. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    delivery_id: uuid("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    status: integer("status"),
    latency_ms: integer("latency_ms").notNull(),
    response_body: text("response_body"),
    error: text("error"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("webhook_attempts_delivery_idx").on(t.delivery_id, t.attempt),
    index("webhook_attempts_created_idx").on(t.created_at),
  ],
);
