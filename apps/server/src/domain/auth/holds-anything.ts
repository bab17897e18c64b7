import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";

/** Whether a buyer has saved a card, placed an order or answered a question at a publisher. */
export async function holdsAnything(
  { db }: { db: Db },
  { publisherId, userId }: { publisherId: string; userId: string },
): Promise<boolean> {
  const result = await db.execute<{ holds: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM payment_methods WHERE publisher_id = ${publisherId} AND user_id = ${userId})
      OR EXISTS (SELECT 1 FROM orders WHERE publisher_id = ${publisherId} AND user_id = ${userId})
      OR EXISTS (
        SELECT 1 FROM customers
        WHERE publisher_id = ${publisherId} AND user_id = ${userId} AND custom_properties <> '{}'::jsonb
      ) AS holds`);
  return result.rows[0]?.holds === true;
}
