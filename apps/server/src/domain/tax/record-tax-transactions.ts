import { and, eq, inArray, isNull } from "drizzle-orm";
import {
  claimJobs,
  doublingDelay,
  failJobs,
  heldBy,
  type JobClaim,
  type JobTable,
  nextJobDueInMs,
  type RetryPolicy,
} from "../../background/jobs";
import type { Db } from "../../db/connect";
import { orders, taxTransactionJobs } from "../../db/schema";
import type { TaxCalculator } from "../../payments/tax-calculator";
import type { Clock } from "../../security/clock";

/** Orders recorded per round: one request to Stripe each. */
export const TAX_TRANSACTIONS_PER_ROUND = 20;

/** The queue of orders to record, as jobs (docs/decisions/148, 169). */
export const taxTransactionJobTable: JobTable = {
  table: taxTransactionJobs,
  id: taxTransactionJobs.order_id,
  runAt: taxTransactionJobs.run_at,
  lockedUntil: taxTransactionJobs.locked_until,
  attempts: taxTransactionJobs.attempts,
  failedAt: taxTransactionJobs.failed_at,
  lastError: taxTransactionJobs.last_error,
};

// A refused record is tried again after a minute, then a wait that doubles up to six hours:
// twelve tries span about a day, past an outage of Stripe's; then it waits for an operator.
export const TAX_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 12,
  delayMs: doublingDelay(60_000, 6 * 60 * 60_000),
};

export interface TaxTransactionDeps {
  db: Db;
  taxCalculator: TaxCalculator;
  clock: Clock;
}

/**
 * Records paid orders' Stripe Tax calculations as transactions (docs/decisions/135), from the
 * queue the orders' trigger fills when a sale with a calculation is paid, so a crash between the
 * payment and this round only delays it. Each order is claimed under a lease and Stripe is asked
 * under the order's own idempotency key and reference, so two processes, or a retry after a lost
 * answer, never record a sale twice. One Stripe refuses is retried after the policy's wait; the
 * others go on.
 */
export async function recordTaxTransactions(
  { db, taxCalculator, clock }: TaxTransactionDeps,
  { leaseMs = 2 * 60_000, policy = TAX_RETRY_POLICY } = {},
): Promise<{ recorded: number; failed: number }> {
  const claims = await claimJobs(db, taxTransactionJobTable, {
    now: clock.now(),
    limit: TAX_TRANSACTIONS_PER_ROUND,
    leaseMs,
  });
  if (claims.length === 0) return { recorded: 0, failed: 0 };
  const due = await db
    .select({ id: orders.id, calculationId: orders.tax_calculation_id })
    .from(orders)
    .where(
      and(
        inArray(
          orders.id,
          claims.map((claim) => claim.id),
        ),
        eq(orders.status, "paid"),
        isNull(orders.tax_transaction_id),
      ),
    );
  const calculationOf = new Map(due.map((order) => [order.id, order.calculationId]));
  let recorded = 0;
  let failed = 0;
  for (const claim of claims) {
    const calculationId = calculationOf.get(claim.id);
    // An order refunded, or recorded by another path, since it was queued: nothing to record.
    if (!calculationId) {
      await finish(db, claim, null);
      continue;
    }
    const outcome = await taxCalculator
      .record({ id: claim.id, calculationId })
      .then((transactionId) => ({ transactionId }))
      .catch((caught: unknown) => ({
        error: (caught instanceof Error ? caught.message : String(caught)).slice(0, 500),
      }));
    if ("error" in outcome) {
      await failJobs(db, taxTransactionJobTable, [claim], {
        now: clock.now(),
        error: outcome.error,
        policy,
      });
      failed += 1;
      continue;
    }
    await finish(db, claim, outcome.transactionId);
    recorded += 1;
  }
  return { recorded, failed };
}

/** Writes the transaction on the order and removes its job, only while the claim holds it. */
async function finish(db: Db, claim: JobClaim, transactionId: string | null) {
  await db.transaction(async (tx) => {
    const held = await tx
      .delete(taxTransactionJobs)
      .where(heldBy(taxTransactionJobTable, [claim]))
      .returning({ id: taxTransactionJobs.order_id });
    if (held.length === 0 || transactionId === null) return;
    await tx
      .update(orders)
      .set({ tax_transaction_id: transactionId })
      .where(and(eq(orders.id, claim.id), isNull(orders.tax_transaction_id)));
  });
}

/** How long until the next order to record falls due; null when none waits. */
export function nextTaxTransactionDueInMs({ db, clock }: Pick<TaxTransactionDeps, "db" | "clock">) {
  return nextJobDueInMs(db, taxTransactionJobTable, { now: clock.now() });
}
