import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { gifts, orders, productOptions, products, refunds } from "../../db/schema";
import { findSwitchableSubscription } from "./find-switchable-subscription";
import { subscriptionView } from "./subscription-view";

/**
 * product.md §3 "Payment history": the buyer's current option of the product that `productOptionId`
 * belongs to (a canceled one counts as none), the option queued for the next period (none once
 * canceled), the subscription itself as the page manages it, and the payments at this
 * publisher, newest first
 * (failed attempts are not payments, nor is redeeming a gift), a gift's saying whether it was
 * redeemed, and what of each the publisher refunded.
 */
export async function getPurchaseHistory(
  { db, renewalRetryDays }: { db: Db; renewalRetryDays: readonly number[] },
  {
    publisherId,
    userId,
    productOptionId,
  }: { publisherId: string; userId: string; productOptionId?: string | undefined },
) {
  const [option] = productOptionId
    ? await db.select().from(productOptions).where(eq(productOptions.id, productOptionId))
    : [];
  // The subscription an option of this product would replace (docs/decisions/003), else the
  // last one of this product that ended.
  const latest = option
    ? await findSwitchableSubscription(
        { db },
        { publisherId, userId, productId: option.product_id, includeEnded: true },
      )
    : null;
  const current = latest && latest.status !== "CANCELED" ? latest : null;
  const paid = await db
    .select({
      order: orders,
      option: productOptions,
      product: products,
      gift: gifts,
      // Refunds the processor made; one under way is not yet money the buyer has back.
      refunded: sql<number>`(SELECT coalesce(sum(${refunds.amount}), 0)::int FROM ${refunds}
        WHERE ${refunds.order_id} = ${orders.id} AND ${refunds.status} = 'succeeded')`,
    })
    .from(orders)
    .innerJoin(productOptions, eq(productOptions.id, orders.product_option_id))
    .innerJoin(products, eq(products.id, productOptions.product_id))
    .leftJoin(gifts, eq(gifts.order_id, orders.id))
    .where(
      and(
        eq(orders.user_id, userId),
        eq(orders.publisher_id, publisherId),
        eq(orders.status, "paid"),
        ne(orders.kind, "redemption"),
      ),
    )
    .orderBy(desc(orders.paid_at))
    .limit(50);
  return {
    current: current
      ? { product_option_id: current.product_option_id, status: current.status }
      : null,
    history: {
      // A canceled subscription ends at the period's end: it switches to nothing.
      next:
        current?.next_product_option_id && !current.cancel_at_period_end
          ? { product_option_id: current.next_product_option_id }
          : null,
      orders: paid.map(({ order, option: paidOption, product, gift, refunded }) => ({
        id: order.id,
        product_option_id: order.product_option_id,
        product_title: product.title,
        option_title: paidOption.title,
        kind: historyKind(order.kind),
        status: "paid" as const,
        amount: order.amount,
        currency: order.currency,
        discount_amount: order.discount_amount,
        promotion_code: order.promotion_code,
        paid_at: order.paid_at?.toISOString() ?? null,
        refunded_amount: Number(refunded),
        invoice_number: order.invoice_number,
        gift: gift
          ? { recipient_first_name: gift.recipient_first_name, redeemed: gift.redeemed_at !== null }
          : null,
      })),
    },
    subscription: latest
      ? await subscriptionView({ db, retryDays: renewalRetryDays }, latest)
      : null,
  };
}

/** A renewal paid by the worker or by the buyer reads the same in the history. */
function historyKind(kind: string): "purchase" | "renewal" | "switch" | "gift" {
  if (kind === "purchase" || kind === "switch" || kind === "gift") return kind;
  return "renewal";
}
