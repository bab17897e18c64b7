import { and, eq, type Placeholder, type SQL } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { Db } from "../../db/connect";
import { paymentCustomers, paymentMethods } from "../../db/schema";

export interface CardToCharge {
  id: number;
  source_id: string;
  customer_ref: string;
  /** The issuing country the processor reported; null when it gave none (docs/decisions/124). */
  country: string | null;
}

/** A buyer at a publisher and gateway: values, or a prepared statement's placeholders. */
export interface CardHolder {
  publisherId: string | Placeholder;
  userId: string | Placeholder;
  gateway: string | Placeholder;
}

/** The card a buyer names: by our id or by the gateway's source id; neither names none. */
export interface NamedCard {
  methodId?: number | null | undefined;
  sourceId?: string | Placeholder | undefined;
}

/** The rows of payment_methods or payment_customers that belong to the holder. */
export function heldBy(
  table: typeof paymentMethods | typeof paymentCustomers,
  holder: CardHolder,
): SQL | undefined {
  return and(
    eq(table.publisher_id, holder.publisherId),
    eq(table.user_id, holder.userId),
    eq(table.gateway, holder.gateway),
  );
}

/**
 * Which saved card a charge goes to, as a condition on payment_methods: the one named, if it is
 * the holder's own at this publisher and gateway, else the holder's default card there. Every
 * charge and every order's card is chosen by it.
 */
export function cardToCharge(holder: CardHolder, named: NamedCard = {}): SQL | undefined {
  let which: SQL;
  if (named.methodId) which = eq(paymentMethods.id, named.methodId);
  else if (named.sourceId) which = eq(paymentMethods.source_id, named.sourceId);
  else {
    const defaultCard = new QueryBuilder()
      .select({ id: paymentCustomers.default_payment_method_id })
      .from(paymentCustomers)
      .where(heldBy(paymentCustomers, holder));
    which = eq(paymentMethods.id, defaultCard);
  }
  return and(heldBy(paymentMethods, holder), which);
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
    .where(cardToCharge(input, input));
  return card ?? null;
}
