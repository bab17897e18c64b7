import type { ListedOrder } from "@creator-checkout/core/api";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/connect";
import {
  charges,
  orders,
  productOptions,
  products,
  refunds,
  subscriptions,
  users,
} from "../../db/schema";
import { orderTaxFigures } from "../purchases/purchase-tax";
import type { ListPosition } from "./list-cursor";
import type { ListFilter } from "./list-filter";
import { cutPage, keysetConditions, type ListPage, newestFirst, positionOf } from "./list-page";

const keyset = { createdAt: orders.created_at, id: orders.id };

/**
 * The back office (docs/decisions/082): one page of a publisher's orders, newest first, each with its buyer's
 * contact, its charge and its refunds. Only the publisher's own rows are ever read.
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
      startedSubscriptionId: subscriptions.id,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.user_id))
    .innerJoin(productOptions, eq(productOptions.id, orders.product_option_id))
    .innerJoin(products, eq(products.id, productOptions.product_id))
    .leftJoin(charges, eq(charges.order_id, orders.id))
    // A renewal or a switch names its subscription; a first purchase is the order one started
    // from, as its `order.paid` event says.
    .leftJoin(
      subscriptions,
      and(isNull(orders.subscription_id), eq(subscriptions.order_id, orders.id)),
    )
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
  const refundsByOrder = await refundsOf(
    db,
    input.publisherId,
    page.rows.map((row) => row.id),
  );
  return {
    rows: page.rows.map((row) => orderView(row, refundsByOrder.get(row.id) ?? [])),
    next: page.next,
  };
}

type RefundView = ListedOrder["refunds"][number];

/** The refunds of a whole page in one query, so a page of 100 orders costs two reads, not 101. */
async function refundsOf(db: Db, publisherId: string, orderIds: string[]) {
  const byOrder = new Map<string, RefundView[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.publisher_id, publisherId), inArray(refunds.order_id, orderIds)))
    .orderBy(asc(refunds.created_at), asc(refunds.id));
  for (const refund of rows) {
    const list = byOrder.get(refund.order_id) ?? [];
    list.push({
      id: refund.id,
      amount: refund.amount,
      currency: refund.currency,
      status: refund.status,
      reason: refund.reason,
      created_at: refund.created_at.toISOString(),
    });
    byOrder.set(refund.order_id, list);
  }
  return byOrder;
}

type OrderRow = {
  order: typeof orders.$inferSelect;
  email: string | null;
  phone: string | null;
  product: { id: string; title: string };
  option: { id: string; title: string };
  charge: typeof charges.$inferSelect | null;
  startedSubscriptionId: string | null;
};

function orderView(
  { order, email, phone, product, option, charge, startedSubscriptionId }: OrderRow,
  orderRefunds: RefundView[],
): ListedOrder {
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
    subscription_id: order.subscription_id ?? startedSubscriptionId,
    discount_amount: order.discount_amount,
    promotion_code: order.promotion_code,
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
    refunded_amount: order.refunded_amount,
    refunds: orderRefunds,
    tax: recordedTax(order),
  };
}

/** The order's tax figures and evidence, for the creator who files them. */
function recordedTax(order: typeof orders.$inferSelect): ListedOrder["tax"] {
  const figures = orderTaxFigures(order);
  return (
    figures && {
      ...figures,
      stated_country: order.stated_country,
      card_country: order.card_country,
      countries_agreed: order.countries_agreed ?? false,
      vat_number: order.buyer_vat_number,
      vies_checked_at: order.vies_checked_at?.toISOString() ?? null,
      vies_request_id: order.vies_request_id,
    }
  );
}
