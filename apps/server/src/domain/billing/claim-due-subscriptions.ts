import { claimJobs, type JobTable } from "../../background/jobs";
import type { Db } from "../../db/connect";
import { subscriptions } from "../../db/schema";

// Far longer than a renewal takes (a provider's retries end within a minute), so no other
// process picks a subscription up while its charge is under way.
export const CLAIM_MS = 5 * 60 * 1000;

/**
 * Subscriptions as jobs (docs/decisions/148): a renewal's retries and end are the subscription's
 * own state, so the table counts no attempts and gives nothing up.
 */
const subscriptionJobs: JobTable = {
  table: subscriptions,
  id: subscriptions.id,
  runAt: subscriptions.due_at,
  lockedUntil: subscriptions.locked_until,
  attempts: null,
  failedAt: null,
  lastError: null,
};

/**
 * A paused subscription is due only when its pause ends: pausing moves `due_at` to `paused_until`
 * (docs/decisions/175), so no claim takes it before, and renewSubscription skips one that is
 * still paused whatever its claim.
 *
 * Takes up to `limit` subscriptions that are due, for this process alone: rows another process
 * is claiming at this moment are skipped, not waited for, and a claim lasts CLAIM_MS. Processes
 * share the work without ever working on one subscription at once; a process that dies leaves
 * its claims to expire.
 */
export async function claimDueSubscriptions(
  { db }: { db: Db },
  { now, limit }: { now: Date; limit: number },
): Promise<string[]> {
  const claimed = await claimJobs(db, subscriptionJobs, { now, limit, leaseMs: CLAIM_MS });
  return claimed.map((claim) => claim.id);
}
