import { and, asc, inArray, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { subscriptions } from "../../db/schema";

// Far longer than a renewal takes (a provider's retries end within a minute), so no other
// process picks a subscription up while its charge is under way.
export const CLAIM_MS = 5 * 60 * 1000;

/**
 * Takes up to `limit` subscriptions that are due, for this process alone: rows another process
 * is claiming at this moment are skipped, not waited for, and a claim lasts CLAIM_MS. Processes
 * share the work without ever working on one subscription at once; a process that dies leaves
 * its claims to expire.
 */
export async function claimDueSubscriptions(
  { db }: { db: Db },
  { now, limit }: { now: Date; limit: number },
): Promise<string[]> {
  const due = db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        lte(subscriptions.due_at, now),
        or(isNull(subscriptions.locked_until), lte(subscriptions.locked_until, now)),
      ),
    )
    .orderBy(asc(subscriptions.due_at))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(subscriptions)
    .set({ locked_until: new Date(now.getTime() + CLAIM_MS) })
    .where(inArray(subscriptions.id, due))
    .returning({ id: subscriptions.id });
  return claimed.map((row) => row.id);
}
