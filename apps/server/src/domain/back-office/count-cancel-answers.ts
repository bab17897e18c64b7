import type { CancelOutcome } from "@creator-checkout/core/catalog";
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { cancelAnswers } from "../../db/schema";

/**
 * What a store's subscribers said on the way out (docs/decisions/178, 182): per reason given
 * (null for none), how many canceled, paused, switched or took the discount instead, the reason
 * given most first.
 */
export async function countCancelAnswers({ db }: { db: Db }, publisherId: string) {
  const counted = (outcome: CancelOutcome) =>
    sql<number>`(count(*) filter (where ${cancelAnswers.outcome} = ${outcome}))::int`;
  const rows = await db
    .select({
      reason: cancelAnswers.reason,
      canceled: counted("canceled"),
      paused: counted("paused"),
      switched: counted("switched"),
      discounted: counted("discounted"),
    })
    .from(cancelAnswers)
    .where(eq(cancelAnswers.publisher_id, publisherId))
    .groupBy(cancelAnswers.reason)
    .orderBy(desc(sql`count(*)`), cancelAnswers.reason);
  return { data: rows };
}
