import { type KeyScope, keyScopes } from "@creator-checkout/core/team";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { publishers } from "./catalog";

/**
 * A publisher's secret key for reading its own figures and for server-to-server calls
 * (docs/decisions/043). Only the SHA-256 of the key is kept; `hint` is its last characters, for
 * telling keys apart in a list. A revoked key stays, so the list shows what was revoked and when.
 * A key has a name, a scope and an optional end (docs/decisions/158); keys made before scopes
 * existed keep the write scope they had in effect.
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
    name: text("name").notNull().default("Key"),
    scope: text("scope", { enum: keyScopes }).$type<KeyScope>().notNull().default("write"),
    expires_at: timestamp("expires_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("publisher_keys_publisher_idx").on(t.publisher_id)],
);
