import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { customers, users } from "../../db/schema";
import type { Identity } from "./identity";

/**
 * The user behind an identity, created (unproven) when new, and their customer record at the
 * publisher. Proving the address is `proveAddress`'s job. Safe under concurrency: two sign-ins
 * of one new address end with one user.
 */
export async function ensureCustomer(
  { db }: { db: Db },
  { publisherId, identity }: { publisherId: string; identity: Identity },
) {
  const values = identity.kind === "email" ? { email: identity.email } : { phone: identity.phone };
  const target = identity.kind === "email" ? users.email : users.phone;
  const [user] = await db
    .insert(users)
    .values(values)
    .onConflictDoUpdate({ target, set: { updated_at: sql`now()` } })
    .returning();
  if (!user) throw new Error("the user could not be stored");
  await db
    .insert(customers)
    .values({ publisher_id: publisherId, user_id: user.id })
    .onConflictDoNothing();
  return user;
}
