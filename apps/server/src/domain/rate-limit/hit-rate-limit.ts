import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { rateLimitCounters } from "../../db/schema";
import type { Clock } from "../../security/clock";

export interface RateLimit {
  bucket: string;
  limit: number;
  windowSeconds: number;
}

export function windowStart(clock: Clock, windowSeconds: number): Date {
  const ms = windowSeconds * 1000;
  return new Date(Math.floor(clock.now().getTime() / ms) * ms);
}

/**
 * Counts one more event in a fixed window shared by every process, and says whether it is
 * still within the limit. One statement, so concurrent hits never lose a count.
 */
export async function hitRateLimit({ db, clock }: { db: Db; clock: Clock }, limit: RateLimit) {
  const start = windowStart(clock, limit.windowSeconds);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ bucket: limit.bucket, window_start: start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.bucket, rateLimitCounters.window_start],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  const count = row?.count ?? 1;
  const retryAfterSeconds = Math.ceil(
    (start.getTime() + limit.windowSeconds * 1000 - clock.now().getTime()) / 1000,
  );
  return { allowed: count <= limit.limit, count, retryAfterSeconds };
}
