import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { orders } from "../../db/schema";

/** The subscription's charge that is under way, if any: a renewal, or the buyer paying. */
export async function findChargeUnderWay({ db }: { db: Db }, subscriptionId: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.subscription_id, subscriptionId),
        inArray(orders.status, ["pending", "requires_action"]),
      ),
    );
  return order ?? null;
}
