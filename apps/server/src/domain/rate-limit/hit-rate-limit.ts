import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import type { Clock } from "../../security/clock";

export interface RateLimit {
  bucket: string;
  limit: number;
  windowSeconds: number;
}

// Counts live in slices of a sixtieth of the window, so "the last hour" is exact to the
// minute rather than reset on the hour, when a fixed window would let a burst through twice.
const SLICES_PER_WINDOW = 60;

export function sliceOf(clock: Clock, limit: RateLimit) {
  const sliceMs = Math.max(1, Math.floor(limit.windowSeconds / SLICES_PER_WINDOW)) * 1000;
  const now = clock.now().getTime();
  const current = new Date(Math.floor(now / sliceMs) * sliceMs);
  // Slices that started after this instant are inside the sliding window.
  const windowStart = new Date(now - limit.windowSeconds * 1000);
  return { current, windowStart, sliceMs };
}

/**
 * A statement that counts one more event in the current slice of `limit` and returns that
 * slice's `count`: the body of a CTE, so a larger statement can count and decide at once.
 */
export function countEventSql(clock: Clock, limit: RateLimit): SQL {
  const { current } = sliceOf(clock, limit);
  return sql`
    INSERT INTO rate_limit_counters (bucket, window_start, count)
    VALUES (${limit.bucket}, ${current.toISOString()}, 1)
    ON CONFLICT (bucket, window_start)
    DO UPDATE SET count = rate_limit_counters.count + 1
    RETURNING count`;
}

/**
 * The events counted for `limit` within its sliding window, as a SQL expression; with
 * `beforeCurrentSlice`, those of the earlier slices only (the current one is `countEventSql`'s).
 */
export function countedEventsSql(
  clock: Clock,
  limit: RateLimit,
  { beforeCurrentSlice = false } = {},
): SQL {
  const { current, windowStart, sliceMs } = sliceOf(clock, limit);
  const since = new Date(windowStart.getTime() - sliceMs).toISOString();
  return sql`COALESCE((
    SELECT sum(count) FROM rate_limit_counters
    WHERE bucket = ${limit.bucket} AND window_start > ${since}
    ${beforeCurrentSlice ? sql`AND window_start < ${current.toISOString()}` : sql``}
  ), 0)`;
}

/**
 * Counts one more event for a bucket, shared by every process, and says whether the events of
 * the last `windowSeconds` are still within the limit. One statement, so concurrent hits never
 * lose a count.
 */
export async function hitRateLimit({ db, clock }: { db: Db; clock: Clock }, limit: RateLimit) {
  const result = (await db.execute(sql`
    WITH hit AS (${countEventSql(clock, limit)})
    SELECT ((SELECT count FROM hit) + ${countedEventsSql(clock, limit, {
      beforeCurrentSlice: true,
    })})::int AS total`)) as unknown as { rows: Array<{ total: number }> };
  const total = Number(result.rows[0]?.total ?? 1);
  return { allowed: total <= limit.limit, count: total };
}
