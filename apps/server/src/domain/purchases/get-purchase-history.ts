import { and, desc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { orders, productOptions, products, subscriptions } from "../../db/schema";

/**
 * product.md §3 "Payment history": the buyer's current option of the product that `productOptionId`
 * belongs to (a canceled one counts as none), the option queued for the next period, and the
 * paid orders at this publisher, newest first.
 */
export async function getPurchaseHistory(
  { db }: { db: Db },
  {
    publisherId,
    userId,
    productOptionId,
  }: { publisherId: string; userId: string; productOptionId?: string | undefined },
) {
  const [option] = productOptionId
    ? await db.select().from(productOptions).where(eq(productOptions.id, productOptionId))
    : [];
  const [current] = option
    ? await db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.user_id, userId),
            eq(subscriptions.publisher_id, publisherId),
            eq(subscriptions.product_id, option.product_id),
            ne(subscriptions.status, "CANCELED"),
          ),
        )
        .orderBy(desc(subscriptions.created_at))
        .limit(1)
    : [];
  const paid = await db
    .select({ order: orders, option: productOptions, product: products })
    .from(orders)
    .innerJoin(productOptions, eq(productOptions.id, orders.product_option_id))
    .innerJoin(products, eq(products.id, productOptions.product_id))
    .where(
      and(
        eq(orders.user_id, userId),
        eq(orders.publisher_id, publisherId),
        eq(orders.status, "paid"),
      ),
    )
    .orderBy(desc(orders.paid_at))
    .limit(50);
  return {
    current: current
      ? { product_option_id: current.product_option_id, status: current.status }
      : null,
    history: {
      next: current?.next_product_option_id
        ? { product_option_id: current.next_product_option_id }
        : null,
      orders: paid.map(({ order, option: paidOption, product }) => ({
        id: order.id,
        product_option_id: order.product_option_id,
        product_title: product.title,
        option_title: paidOption.title,
        amount: order.amount,
        currency: order.currency,
        paid_at: order.paid_at?.toISOString() ?? null,
      })),
    },
  };
}
