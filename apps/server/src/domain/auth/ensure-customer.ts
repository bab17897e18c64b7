import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { customers, users } from "../../db/schema";
import type { Identity } from "./identity";

/**
 * The user behind an identity, created (unproven) when new, and their customer record at the
 * publisher, in one statement. Proving the address is `proveAddress`'s job. Safe under
 * concurrency: two sign-ins of one new address end with one user.
 */
export async function ensureCustomer(
  { db }: { db: Db },
  { publisherId, identity }: { publisherId: string; identity: Identity },
): Promise<{ id: string }> {
  const result = await db.execute<{ id: string }>(sql`
    WITH ${ensureCustomerSql({ publisherId, identity })}
    SELECT id FROM user_row`);
  const [user] = result.rows;
  if (!user) throw new Error("the user could not be stored");
  return user;
}

/**
 * `ensureCustomer` as two CTEs for a larger statement: `user_row` (the user's `id`) and
 * `customer`.
 */
export function ensureCustomerSql({
  publisherId,
  identity,
}: {
  publisherId: string;
  identity: Identity;
}): SQL {
  const [column, value] =
    identity.kind === "email" ? ["email", identity.email] : ["phone", identity.phone];
  return sql`user_row AS (
      INSERT INTO ${users} (${sql.identifier(column)}) VALUES (${value})
      ON CONFLICT (${sql.identifier(column)}) DO UPDATE SET updated_at = now()
      RETURNING id
    ),
    customer AS (${customerSql(publisherId)})`;
}

/**
 * The body of the CTE `customer`: the user whose `id` the CTE `user_row` returns, as the
 * publisher's customer. `publisherId` is a value or a prepared statement's placeholder.
 */
export function customerSql(publisherId: unknown): SQL {
  return sql`
      INSERT INTO ${customers} (publisher_id, user_id)
      SELECT ${publisherId}::uuid, id FROM user_row
      ON CONFLICT DO NOTHING`;
}
