import type { PaymentDeps } from "../purchases/payment-deps";
import { claimDueSubscriptions } from "./claim-due-subscriptions";
import { type RenewalResult, renewSubscription } from "./renew-subscription";

export type BillingTotals = Record<Exclude<RenewalResult, "skipped"> | "errors", number>;

/**
 * Runs everything due by the clock's now, in batches claimed for this process, a few
 * subscriptions at a time. Each subscription is dealt with at most once per run (its claim
 * outlasts the run), so a clock moved months ahead catches up one period per run, not all at
 * once. Any number of processes may run this together.
 */
export async function runDueBilling(
  deps: PaymentDeps,
  {
    batchSize = 50,
    concurrency = 4,
    onError,
  }: {
    batchSize?: number;
    concurrency?: number;
    /** One subscription's unexpected failure; the others go on, and its claim expires for a retry. */
    onError?: (subscriptionId: string, error: unknown) => void;
  } = {},
): Promise<BillingTotals> {
  const totals: BillingTotals = { renewed: 0, failed: 0, ended: 0, waiting: 0, errors: 0 };
  for (;;) {
    const ids = await claimDueSubscriptions(deps, { now: deps.clock.now(), limit: batchSize });
    if (ids.length === 0) return totals;
    let next = 0;
    const lane = async () => {
      while (next < ids.length) {
        const subscriptionId = ids[next++] as string;
        try {
          const result = await renewSubscription(deps, { subscriptionId });
          if (result !== "skipped") totals[result] += 1;
        } catch (error) {
          totals.errors += 1;
          onError?.(subscriptionId, error);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, ids.length) }, lane));
  }
}
