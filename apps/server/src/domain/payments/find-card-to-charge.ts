import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { paymentCustomers, paymentMethods } from "../../db/schema";

export interface CardToCharge {
  id: number;
  source_id: string;
  customer_ref: string;
  /** The issuing country the processor reported; null when it gave none (docs/decisions/124). */
  country: string | null;
}

/**
 * A buyer's saved card at a publisher and gateway, with the customer it belongs to there: the
 * one named (by our id or the gateway's source id), else the buyer's default card.
 */
export async function findCardToCharge(
  { db }: { db: Db },
  input: {
    publisherId: string;
    userId: string;
    gateway: string;
    methodId?: number | null | undefined;
    sourceId?: string | undefined;
  },
): Promise<CardToCharge | null> {
  let which: SQL;
  if (input.methodId) which = eq(paymentMethods.id, input.methodId);
  else if (input.sourceId) which = eq(paymentMethods.source_id, input.sourceId);
  else which = sql`${paymentMethods.id} = ${paymentCustomers.default_payment_method_id}`;
  const [card] = await db
    .select({
      id: paymentMethods.id,
      source_id: paymentMethods.source_id,
      customer_ref: paymentCustomers.customer_ref,
      country: paymentMethods.country,
    })
    .from(paymentMethods)
    .innerJoin(
      paymentCustomers,
      and(
        eq(paymentCustomers.publisher_id, paymentMethods.publisher_id),
        eq(paymentCustomers.user_id, paymentMethods.user_id),
        eq(paymentCustomers.gateway, paymentMethods.gateway),
      ),
    )
    .where(
      and(
        eq(paymentMethods.publisher_id, input.publisherId),
        eq(paymentMethods.user_id, input.userId),
        eq(paymentMethods.gateway, input.gateway),
        which,
      ),
    );
  return card ?? null;
}
