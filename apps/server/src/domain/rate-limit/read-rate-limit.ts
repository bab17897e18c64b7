import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import type { Clock } from "../../security/clock";
import { boundLimit, countedEventsSql, type RateLimit } from "./hit-rate-limit";

/** Whether a limit is already used up over its sliding window, without counting anything. */
export async function isRateLimited({ db, clock }: { db: Db; clock: Clock }, limit: RateLimit) {
  const result = (await db.execute(
    sql`SELECT ${countedEventsSql(boundLimit(clock, limit))}::int AS total`,
  )) as unknown as { rows: Array<{ total: number }> };
  return Number(result.rows[0]?.total ?? 0) >= limit.limit;
}
