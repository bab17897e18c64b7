import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { cancelAnswers } from "../../db/schema";

/**
 * What a store's subscribers said on the way out (docs/decisions/178): per reason given (null
 * for none), how many canceled and how many paused instead, the reason given most first.
 */
export async function countCancelAnswers({ db }: { db: Db }, publisherId: string) {
  const canceled = sql<number>`(count(*) filter (where ${cancelAnswers.outcome} = 'canceled'))::int`;
  const paused = sql<number>`(count(*) filter (where ${cancelAnswers.outcome} = 'paused'))::int`;
  const rows = await db
    .select({ reason: cancelAnswers.reason, canceled, paused })
    .from(cancelAnswers)
    .where(eq(cancelAnswers.publisher_id, publisherId))
    .groupBy(cancelAnswers.reason)
    .orderBy(desc(sql`count(*)`), cancelAnswers.reason);
  return { data: rows };
}
