import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { publishers } from "./catalog";
import { users } from "./sign-in";

// Social login (product.md §4 "Social login"; docs/decisions/034 and 035).

/**
 * A provider account that signs in as a user: the provider's own id for the account (`subject`),
 * never its e-mail, is what it is known by. One user may have several; an account is one user's.
 */
export const userIdentities = pgTable(
  "user_identities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The verified address the provider gave when the account was linked or last signed in.
    email: text("email"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("user_identities_provider_subject_idx").on(t.provider, t.subject),
    index("user_identities_user_idx").on(t.user_id),
  ],
);

/**
 * A social login under way, from the connect call to the provider's callback: single use, ten
 * minutes. The state the provider hands back and the browser's binding cookie are kept as HMACs;
 * the PKCE verifier and nonce must be kept as they are to be sent on.
 */
export const socialLoginAttempts = pgTable(
  "social_login_attempts",
  {
    state_hmac: text("state_hmac").primaryKey(),
    browser_hmac: text("browser_hmac").notNull(),
    provider: text("provider").notNull(),
    publisher_id: uuid("publisher_id")
      .notNull()
      .references(() => publishers.id, { onDelete: "cascade" }),
    code_verifier: text("code_verifier").notNull(),
    nonce: text("nonce").notNull(),
    page_origin: text("page_origin").notNull(),
    // Where the top window returns in redirect mode; null for a pop-up.
    redirect_uri: text("redirect_uri"),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumed_at: timestamp("consumed_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("social_login_attempts_expires_idx").on(t.expires_at)],
);
