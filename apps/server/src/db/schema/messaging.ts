import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
