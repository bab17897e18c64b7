import { eq, or } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { type orders, subscriptions } from "../../db/schema";

/**
 * The subscription an order pays for: the one it started, or the one a renewal paid; locked when
 * the caller's transaction will change it.
 */
export async function ordersSubscription(
  db: Db,
  order: Pick<typeof orders.$inferSelect, "id" | "subscription_id">,
  { lock = false }: { lock?: boolean } = {},
) {
  const query = db
    .select()
    .from(subscriptions)
    .where(
      or(
        eq(subscriptions.order_id, order.id),
        order.subscription_id ? eq(subscriptions.id, order.subscription_id) : undefined,
      ),
    );
  const [sub] = lock ? await query.for("update") : await query;
  return sub ?? null;
}
