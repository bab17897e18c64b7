import { and, desc, eq, inArray, ne, or } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { products, subscriptions } from "../../db/schema";

/**
 * The buyer's subscription that an option of `productId` would replace: theirs of that product,
 * else of another product the publisher sells of the same type (docs/decisions/003). Live ones
 * first (there is one per product, docs/decisions/022); with `includeEnded`, the last ended one of the
 * product itself when nothing is live. `forUpdate` locks it for the caller's transaction.
 */
export async function findSwitchableSubscription(
  { db }: { db: Db },
  {
    publisherId,
    userId,
    productId,
    includeEnded = false,
    forUpdate = false,
  }: {
    publisherId: string;
    userId: string;
    productId: string;
    includeEnded?: boolean;
    forUpdate?: boolean;
  },
) {
  const typeOfProduct = db
    .select({ type: products.type })
    .from(products)
    .where(eq(products.id, productId));
  const productsOfType = db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.publisher_id, publisherId), eq(products.type, typeOfProduct)));
  const sameType = inArray(subscriptions.product_id, productsOfType);
  const live = ne(subscriptions.status, "CANCELED");
  const query = db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.publisher_id, publisherId),
        eq(subscriptions.user_id, userId),
        includeEnded
          ? or(and(live, sameType), eq(subscriptions.product_id, productId))
          : and(live, sameType),
      ),
    )
    .orderBy(
      desc(live),
      desc(eq(subscriptions.product_id, productId)),
      desc(subscriptions.created_at),
    )
    .limit(1);
  const [found] = forUpdate ? await query.for("update") : await query;
  return found ?? null;
}
