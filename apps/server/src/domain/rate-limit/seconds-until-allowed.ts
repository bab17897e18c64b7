import { and, gt, inArray } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { rateLimitCounters } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { type RateLimit, sliceOf } from "./hit-rate-limit";

export interface CountedSlice {
  bucket: string;
  window_start: Date;
  count: number;
}

/**
 * How long until `limit` admits one more event, from the slices counted for it: the oldest
 * slices leave the window one by one, and the wait ends when the ones left hold fewer events
 * than the limit. Zero when it admits one now. A slice counts while any part of it is inside
 * the window (`boundLimit`), so it leaves a whole slice after its start plus the window.
 */
export function secondsUntilLimitAllows(
  clock: Clock,
  limit: RateLimit,
  slices: readonly CountedSlice[],
): number {
  const { windowStart, sliceMs } = sliceOf(clock, limit);
  const since = windowStart.getTime() - sliceMs;
  const counted = slices
    .filter((slice) => slice.bucket === limit.bucket && slice.window_start.getTime() > since)
    .sort((a, b) => a.window_start.getTime() - b.window_start.getTime());
  let left = counted.reduce((sum, slice) => sum + slice.count, 0);
  if (left < limit.limit) return 0;
  const now = clock.now().getTime();
  for (const slice of counted) {
    left -= slice.count;
    if (left < limit.limit) {
      const leavesAt = slice.window_start.getTime() + limit.windowSeconds * 1000 + sliceMs;
      return Math.max(0, Math.ceil((leavesAt - now) / 1000));
    }
  }
  return 0;
}

/**
 * How long until every one of `limits` admits one more event: what a refusal tells the person
 * refused. One read of the counters, after the refusal, so it adds nothing to an allowed call.
 */
export async function secondsUntilAllowed(
  { db, clock }: { db: Db; clock: Clock },
  limits: readonly RateLimit[],
): Promise<number> {
  const longest = Math.max(...limits.map((limit) => limit.windowSeconds));
  const since = new Date(clock.now().getTime() - longest * 2000);
  const slices = await db
    .select()
    .from(rateLimitCounters)
    .where(
      and(
        inArray(
          rateLimitCounters.bucket,
          limits.map((limit) => limit.bucket),
        ),
        gt(rateLimitCounters.window_start, since),
      ),
    );
  return Math.max(0, ...limits.map((limit) => secondsUntilLimitAllows(clock, limit, slices)));
}
