import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { publishers } from "./catalog";
import { users } from "./sign-in";

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
