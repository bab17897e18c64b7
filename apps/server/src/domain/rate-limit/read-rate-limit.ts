import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import type { Clock } from "../../security/clock";
import { type RateLimit, sliceOf } from "./hit-rate-limit";

/** Whether a limit is already used up over its sliding window, without counting anything. */
export async function isRateLimited({ db, clock }: { db: Db; clock: Clock }, limit: RateLimit) {
  const { windowStart, sliceMs } = sliceOf(clock, limit);
  const result = (await db.execute(sql`
    SELECT COALESCE(sum(count), 0)::int AS total FROM rate_limit_counters
    WHERE bucket = ${limit.bucket}
      AND window_start > ${new Date(windowStart.getTime() - sliceMs).toISOString()}`)) as unknown as {
    rows: Array<{ total: number }>;
  };
  return Number(result.rows[0]?.total ?? 0) >= limit.limit;
}
