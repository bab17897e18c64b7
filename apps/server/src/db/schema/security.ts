import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

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
