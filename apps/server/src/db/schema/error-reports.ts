import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
