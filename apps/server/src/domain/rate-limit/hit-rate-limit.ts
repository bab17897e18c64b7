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
 * A limit as a statement sees it: its bucket, the current slice, the start of the oldest slice
 * still in the window, and the limit. Either the values themselves (`boundLimit`) or the
 * placeholders of a prepared statement (`limitPlaceholders`, filled by `limitValues`).
 */
export interface LimitRefs {
  bucket: unknown;
  slice: unknown;
  since: unknown;
  limit: unknown;
}

export function boundLimit(clock: Clock, limit: RateLimit): LimitRefs {
  const { current, windowStart, sliceMs } = sliceOf(clock, limit);
  return {
    bucket: limit.bucket,
    slice: current.toISOString(),
    since: new Date(windowStart.getTime() - sliceMs).toISOString(),
    limit: limit.limit,
  };
}

export function limitPlaceholders(name: string): LimitRefs {
  return {
    bucket: sql.placeholder(`${name}Bucket`),
    slice: sql.placeholder(`${name}Slice`),
    since: sql.placeholder(`${name}Since`),
    limit: sql.placeholder(`${name}Limit`),
  };
}

/** The values of `limitPlaceholders(name)` for `limit` now. */
export function limitValues(clock: Clock, limit: RateLimit, name: string) {
  const bound = boundLimit(clock, limit);
  return {
    [`${name}Bucket`]: bound.bucket,
    [`${name}Slice`]: bound.slice,
    [`${name}Since`]: bound.since,
    [`${name}Limit`]: bound.limit,
  };
}

/**
 * A statement that counts one more event in the current slice of `limit` and returns that
 * slice's `count`: the body of a CTE, so a larger statement can count and decide at once.
 * With `from`, it counts only when that `FROM ...` clause yields a row.
 */
export function countEventSql(limit: LimitRefs, from: SQL = sql``): SQL {
  return sql`
    INSERT INTO rate_limit_counters (bucket, window_start, count)
    SELECT ${limit.bucket}::text, ${limit.slice}::timestamptz, 1 ${from}
    ON CONFLICT (bucket, window_start)
    DO UPDATE SET count = rate_limit_counters.count + 1
    RETURNING count`;
}

/**
 * Like `countEventSql`, but counts the event only while the window holds fewer than the limit,
 * and returns a row only when it counted: a CTE whose emptiness is the refusal. The check and
 * the count are one upsert on the current slice's row, decided under that row's lock, so of any
 * number of concurrent events exactly as many as the limit leaves are counted; earlier slices
 * are read from the statement's snapshot, as nothing writes them any more.
 */
export function countEventWithinLimitSql(limit: LimitRefs, from: SQL): SQL {
  const earlier = countedEventsSql(limit, { beforeCurrentSlice: true });
  return sql`
    INSERT INTO rate_limit_counters (bucket, window_start, count)
    SELECT ${limit.bucket}::text, ${limit.slice}::timestamptz, 1
    FROM (SELECT 1 ${from}) AS source WHERE ${earlier} < ${limit.limit}::int
    ON CONFLICT (bucket, window_start)
    DO UPDATE SET count = rate_limit_counters.count + 1
    WHERE rate_limit_counters.count + ${earlier} < ${limit.limit}::int
    RETURNING count`;
}

/**
 * The events counted for `limit` within its sliding window, as a SQL expression; with
 * `beforeCurrentSlice`, those of the earlier slices only (the current one is `countEventSql`'s).
 */
export function countedEventsSql(limit: LimitRefs, { beforeCurrentSlice = false } = {}): SQL {
  return sql`COALESCE((
    SELECT sum(count) FROM rate_limit_counters
    WHERE bucket = ${limit.bucket}::text AND window_start > ${limit.since}::timestamptz
    ${beforeCurrentSlice ? sql`AND window_start < ${limit.slice}::timestamptz` : sql``}
  ), 0)`;
}

/**
 * Counts one more event for a bucket, shared by every process, and says whether the events of
 * the last `windowSeconds` are still within the limit. One statement, so concurrent hits never
 * lose a count.
 */
export async function hitRateLimit({ db, clock }: { db: Db; clock: Clock }, limit: RateLimit) {
  const bound = boundLimit(clock, limit);
  const result = await db.execute<{ total: number }>(sql`
    WITH hit AS (${countEventSql(bound)})
    SELECT ((SELECT count FROM hit) + ${countedEventsSql(bound, {
      beforeCurrentSlice: true,
    })})::int AS total`);
  const total = Number(result.rows[0]?.total ?? 1);
  return { allowed: total <= limit.limit, count: total };
}
