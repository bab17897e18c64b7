import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { orders } from "../../db/schema";
import type { TaxCalculator } from "../../payments/tax-calculator";

/** Orders recorded per round: each holds its row's lock for one request to Stripe. */
export const TAX_TRANSACTIONS_PER_ROUND = 20;

/**
 * Records paid orders' Stripe Tax calculations as transactions (docs/decisions/135), from the
 * orders themselves: a paid order with a calculation and no transaction is still to record, so a
 * crash between the payment and this round only delays it. Each row is locked while it is
 * recorded and Stripe is asked under the order's own idempotency key and reference, so two
 * processes, or a retry after a lost answer, never record a sale twice. One Stripe refuses stays
 * to record and is tried again next round; the others go on.
 */
export async function recordTaxTransactions({
  db,
  taxCalculator,
}: {
  db: Db;
  taxCalculator: TaxCalculator;
}): Promise<{ recorded: number; failed: number }> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id, calculationId: orders.tax_calculation_id })
      .from(orders)
      .where(
        and(
          isNotNull(orders.tax_calculation_id),
          isNull(orders.tax_transaction_id),
          eq(orders.status, "paid"),
        ),
      )
      .orderBy(asc(orders.updated_at))
      .limit(TAX_TRANSACTIONS_PER_ROUND)
      .for("update", { skipLocked: true });
    let recorded = 0;
    for (const order of due) {
      if (order.calculationId === null) continue;
      const transactionId = await taxCalculator
        .record({ id: order.id, calculationId: order.calculationId })
        .catch(() => null);
      if (transactionId === null) continue;
      await tx
        .update(orders)
        .set({ tax_transaction_id: transactionId })
        .where(eq(orders.id, order.id));
      recorded += 1;
    }
    return { recorded, failed: due.length - recorded };
  });
}
