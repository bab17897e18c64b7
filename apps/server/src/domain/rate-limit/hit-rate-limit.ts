import { sql } from "drizzle-orm";
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
 * Counts one more event for a bucket, shared by every process, and says whether the events of
 * the last `windowSeconds` are still within the limit. One statement, so concurrent hits never
 * lose a count.
 */
export async function hitRateLimit({ db, clock }: { db: Db; clock: Clock }, limit: RateLimit) {
  const { current, windowStart, sliceMs } = sliceOf(clock, limit);
  const result = (await db.execute(sql`
    WITH hit AS (
      INSERT INTO rate_limit_counters (bucket, window_start, count)
      VALUES (${limit.bucket}, ${current.toISOString()}, 1)
      ON CONFLICT (bucket, window_start)
      DO UPDATE SET count = rate_limit_counters.count + 1
      RETURNING count
    )
    SELECT ((SELECT count FROM hit) + COALESCE((
      SELECT sum(count) FROM rate_limit_counters
      WHERE bucket = ${limit.bucket}
        AND window_start > ${new Date(windowStart.getTime() - sliceMs).toISOString()}
        AND window_start < ${current.toISOString()}
    ), 0))::int AS total`)) as unknown as { rows: Array<{ total: number }> };
  const total = Number(result.rows[0]?.total ?? 1);
  return { allowed: total <= limit.limit, count: total };
}
