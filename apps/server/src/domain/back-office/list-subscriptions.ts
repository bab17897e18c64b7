import type { ListedSubscription } from "@creator-checkout/core/api";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { productOptions, products, subscriptions, users } from "../../db/schema";
import type { ListPosition } from "./list-cursor";
import type { ListFilter } from "./list-filter";
import { cutPage, keysetConditions, type ListPage, newestFirst, positionOf } from "./list-page";

const keyset = { createdAt: subscriptions.created_at, id: subscriptions.id };

/**
 * One page of a publisher's subscriptions and passes, newest first, with their buyers; only
 * those that renew, or only those that do not, when `recurring` says so.
 */
export async function listSubscriptions(
  { db }: { db: Db },
  input: {
    publisherId: string;
    filter: ListFilter;
    after: ListPosition | null;
    limit: number;
    recurring?: boolean | undefined;
  },
): Promise<ListPage<ListedSubscription>> {
  const { filter } = input;
  const rows = await db
    .select({
      subscription: subscriptions,
      position: positionOf(subscriptions.created_at),
      email: users.email,
      phone: users.phone,
      product: { id: products.id, title: products.title },
      option: { id: productOptions.id, title: productOptions.title },
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.user_id))
    .innerJoin(products, eq(products.id, subscriptions.product_id))
    .innerJoin(productOptions, eq(productOptions.id, subscriptions.product_option_id))
    .where(
      and(
        eq(subscriptions.publisher_id, input.publisherId),
        filter.email === null ? undefined : eq(users.email, filter.email),
        filter.phone === null ? undefined : eq(users.phone, filter.phone),
        filter.status === null ? undefined : eq(subscriptions.status, filter.status),
        input.recurring === undefined ? undefined : eq(subscriptions.recurring, input.recurring),
        ...keysetConditions(keyset, filter, input.after),
      ),
    )
    .orderBy(...newestFirst(keyset))
    .limit(input.limit + 1);
  const page = cutPage(
    rows.map((row) => ({ ...row, id: row.subscription.id })),
    input.limit,
  );
  return {
    rows: page.rows.map(({ subscription, email, phone, product, option }) => ({
      id: subscription.id,
      created_at: subscription.created_at.toISOString(),
      status: subscription.status as ListedSubscription["status"],
      customer: { email, phone },
      product,
      option,
      recurring: subscription.recurring,
      current_period_end: subscription.current_period_end?.toISOString() ?? null,
      cancel_at_period_end: subscription.cancel_at_period_end,
      paused_until: subscription.paused_until?.toISOString() ?? null,
      renewal_amount: subscription.renewal_amount,
      currency: subscription.currency,
      ended_at: subscription.ended_at?.toISOString() ?? null,
    })),
    next: page.next,
  };
}
