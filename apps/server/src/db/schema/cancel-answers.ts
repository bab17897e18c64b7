import type { CancelOutcome } from "@creator-checkout/core/catalog";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { publishers } from "./catalog";
import { subscriptions } from "./orders";

/**
 * What a subscriber who pressed Cancel said and chose (docs/decisions/178): the store's reason
 * they picked, their own words, and whether they canceled or paused instead. One row per
 * time through; written in the transaction that made the outcome.
 */
export const cancelAnswers = pgTable(
  "cancel_answers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    publisher_id: uuid("publisher_id")
      .notNull()
      .references(() => publishers.id, { onDelete: "cascade" }),
    subscription_id: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    reason: text("reason"),
    note: text("note"),
    outcome: text("outcome").$type<CancelOutcome>().notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("cancel_answers_publisher_idx").on(t.publisher_id, t.created_at)],
);
