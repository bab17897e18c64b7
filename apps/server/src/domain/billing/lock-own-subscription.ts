import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { subscriptions } from "../../db/schema";
import { subscriptionErrors } from "./subscription-errors";

/** The buyer's own subscription at this publisher, locked for the caller's transaction. */
export async function lockOwnSubscription(
  { db }: { db: Db },
  {
    publisherId,
    userId,
    subscriptionId,
  }: { publisherId: string; userId: string; subscriptionId: string },
) {
  const [sub] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.id, subscriptionId),
        eq(subscriptions.user_id, userId),
        eq(subscriptions.publisher_id, publisherId),
      ),
    )
    .for("update");
  if (!sub) throw subscriptionErrors.notFound();
  return sub;
}
