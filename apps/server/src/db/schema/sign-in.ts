import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { publishers } from "./catalog";
import { timestamps } from "./columns";

// Sign-in (product.md §4 and §7; principles P1, P3, P4 and P9). Secrets are stored
// only as HMACs: codes, claims and refresh tokens never sit in the database in plain text.

/**
 * How a session proved that its buyer owns the address: a confirmed code, a password, a passkey,
 * or a social login whose provider vouched for the address (docs/decisions/034).
 */
export const proofKinds = ["code", "password", "passkey", "social"] as const;
export type ProofKind = (typeof proofKinds)[number];

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Lower-cased e-mail and E.164 phone: one global identity, whichever the buyer signs in with.
    email: text("email").unique(),
    phone: text("phone").unique(),
    verified_at: timestamp("verified_at", { withTimezone: true }),
    password_hash: text("password_hash"),
    // The language of the page the buyer last signed in or paid on: their e-mails and text
    // messages are written in it (docs/decisions/107). Null until the checkout has seen one.
    locale: text("locale"),
    ...timestamps,
  },
  (t) => [check("users_email_or_phone", sql`${t.email} IS NOT NULL OR ${t.phone} IS NOT NULL`)],
);

/** A user as one publisher's customer: tokens and purchases are always per publisher. */
export const customers = pgTable(
  "customers",
  {
    publisher_id: uuid("publisher_id")
      .notNull()
      .references(() => publishers.id, { onDelete: "cascade" }),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    custom_properties: jsonb("custom_properties")
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.publisher_id, t.user_id] })],
);

export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    publisher_id: uuid("publisher_id")
      .notNull()
      .references(() => publishers.id, { onDelete: "cascade" }),
    // "email:ada@example.com" or "sms:+15551234567".
    destination: text("destination").notNull(),
    code_hmac: text("code_hmac").notNull(),
    verify_flow_id: uuid("verify_flow_id").notNull(),
    failed_attempts: integer("failed_attempts").notNull().default(0),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumed_at: timestamp("consumed_at", { withTimezone: true }),
    superseded_at: timestamp("superseded_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("one_time_codes_destination_idx").on(t.publisher_id, t.destination, t.created_at)],
);

/** Short-lived, single-use proof of a confirmed sign-in, exchanged once for tokens. */
export const claims = pgTable("claims", {
  claim_hmac: text("claim_hmac").primaryKey(),
  publisher_id: uuid("publisher_id")
    .notNull()
    .references(() => publishers.id, { onDelete: "cascade" }),
  user_id: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  kind: text("kind").notNull(),
  // The proof the session made of the claim carries over to the session it opens.
  proof: text("proof", { enum: proofKinds }),
  proven_at: timestamp("proven_at", { withTimezone: true }),
  expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
  used_at: timestamp("used_at", { withTimezone: true }),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    token_hmac: text("token_hmac").primaryKey(),
    family_id: uuid("family_id").notNull(),
    publisher_id: uuid("publisher_id")
      .notNull()
      .references(() => publishers.id, { onDelete: "cascade" }),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The family's absolute end: rotation never extends a sign-in past it.
    family_expires_at: timestamp("family_expires_at", { withTimezone: true }).notNull(),
    // How the session proved its address, and when: null for a session that never did
    // (a registration where the publisher skips the code). See docs/decisions/019.
    proof: text("proof", { enum: proofKinds }),
    proven_at: timestamp("proven_at", { withTimezone: true }),
    used_at: timestamp("used_at", { withTimezone: true }),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("refresh_tokens_family_idx").on(t.family_id),
    index("refresh_tokens_user_idx").on(t.user_id),
  ],
);
