import { type TeamRole, teamRoles } from "@creator-checkout/core/team";
import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { publishers } from "./catalog";
import { timestamps } from "./columns";
import { users } from "./sign-in";

/**
 * The people who run a creator's store from the dashboard, each with a role
 * (docs/decisions/157). A person is a user of the buyers' own sign-in; the store's last owner
 * cannot be removed or demoted.
 */
export const publisherMembers = pgTable(
  "publisher_members",
  {
    publisher_id: uuid("publisher_id")
      .notNull()
      .references(() => publishers.id, { onDelete: "cascade" }),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: teamRoles }).$type<TeamRole>().notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.publisher_id, t.user_id] }),
    index("publisher_members_user_idx").on(t.user_id),
  ],
);

/**
 * An invitation to a store's team, for an e-mail address: accepted by signing in to the store
 * with that address before `expires_at`, unless revoked. A new sign-up's owner is an accepted
 * invitation too, so an unproven sign-up holds its username only until its invitation expires.
 */
export const publisherInvitations = pgTable(
  "publisher_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    publisher_id: uuid("publisher_id")
      .notNull()
      .references(() => publishers.id, { onDelete: "cascade" }),
    // Lower-cased, as users.email.
    email: text("email").notNull(),
    role: text("role", { enum: teamRoles }).$type<TeamRole>().notNull(),
    invited_by: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    accepted_at: timestamp("accepted_at", { withTimezone: true }),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("publisher_invitations_email_idx").on(t.email, t.publisher_id)],
);
