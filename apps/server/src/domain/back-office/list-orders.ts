import type { ListedOrder } from "@creator-checkout/core/api";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { charges, orders, productOptions, products, users } from "../../db/schema";
import type { ListPosition } from "./list-cursor";
import type { ListFilter } from "./list-filter";
import { cutPage, keysetConditions, type ListPage, newestFirst, positionOf } from "./list-page";

const keyset = { createdAt: orders.created_at, id: orders.id };

/**
 * The back office (docs/decisions/082): one page of a publisher's orders, newest first, each with its buyer's
 * contact and its charge. Only the publisher's own rows are ever read.
 */
export async function listOrders(
  { db }: { db: Db },
  input: { publisherId: string; filter: ListFilter; after: ListPosition | null; limit: number },
): Promise<ListPage<ListedOrder>> {
  const { filter } = input;
  const rows = await db
    .select({
      order: orders,
      position: positionOf(orders.created_at),
      email: users.email,
      phone: users.phone,
      product: { id: products.id, title: products.title },
      option: { id: productOptions.id, title: productOptions.title },
      charge: charges,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.user_id))
    .innerJoin(productOptions, eq(productOptions.id, orders.product_option_id))
    .innerJoin(products, eq(products.id, productOptions.product_id))
    .leftJoin(charges, eq(charges.order_id, orders.id))
    .where(
      and(
        eq(orders.publisher_id, input.publisherId),
        filter.email === null ? undefined : eq(users.email, filter.email),
        filter.phone === null ? undefined : eq(users.phone, filter.phone),
        filter.status === null ? undefined : eq(orders.status, filter.status),
        ...keysetConditions(keyset, filter, input.after),
      ),
    )
    .orderBy(...newestFirst(keyset))
    .limit(input.limit + 1);
  const page = cutPage(
    rows.map((row) => ({ ...row, id: row.order.id })),
    input.limit,
  );
  return { rows: page.rows.map(orderView), next: page.next };
}

type OrderRow = {
  order: typeof orders.$inferSelect;
  email: string | null;
  phone: string | null;
  product: { id: string; title: string };
  option: { id: string; title: string };
  charge: typeof charges.$inferSelect | null;
};

function orderView({ order, email, phone, product, option, charge }: OrderRow): ListedOrder {
  return {
    id: order.id,
    created_at: order.created_at.toISOString(),
    kind: order.kind,
    status: order.status as ListedOrder["status"],
    amount: order.amount,
    currency: order.currency,
    paid_at: order.paid_at?.toISOString() ?? null,
    customer: { email, phone },
    product,
    option,
    subscription_id: order.subscription_id,
    charges: charge
      ? [
          {
            amount: charge.amount,
            currency: charge.currency,
            status: charge.status,
            created_at: charge.created_at.toISOString(),
          },
        ]
      : [],
  };
}
