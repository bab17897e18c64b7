import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { customers, users } from "../../db/schema";

/** product.md §3 "User", as one publisher's customer sees themself. */
export async function getMe(
  { db }: { db: Db },
  { userId, publisherId }: { userId: string; publisherId: string },
) {
  const [row] = await db
    .select({ user: users, customer: customers })
    .from(users)
    .innerJoin(
      customers,
      and(eq(customers.user_id, users.id), eq(customers.publisher_id, publisherId)),
    )
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    id: row.user.id,
    email: row.user.email,
    phone: row.user.phone,
    verified: row.user.verified_at !== null,
    has_password: row.user.password_hash !== null,
    custom_properties: row.customer.custom_properties,
  };
}
