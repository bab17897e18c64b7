import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { rateLimitCounters } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { type RateLimit, windowStart } from "./hit-rate-limit";

/** Whether a limit is already used up, without counting anything. */
export async function isRateLimited({ db, clock }: { db: Db; clock: Clock }, limit: RateLimit) {
  const start = windowStart(clock, limit.windowSeconds);
  const [row] = await db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(
      and(eq(rateLimitCounters.bucket, limit.bucket), eq(rateLimitCounters.window_start, start)),
    );
  return (row?.count ?? 0) >= limit.limit;
}
