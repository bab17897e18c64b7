import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { orders } from "../../db/schema";

/** Whether the buyer holds `productId` through another order than `orderId` (docs/decisions/022). */
export async function holdsProductElsewhere(
  { db }: { db: Db },
  { userId, productId, orderId }: { userId: string; productId: string; orderId: string },
) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.user_id, userId),
        eq(orders.claims_product_id, productId),
        ne(orders.id, orderId),
      ),
    );
  return row !== undefined;
}
