import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import type { Clock } from "../../security/clock";
import {
  boundLimit,
  countEventWithinLimitSql,
  type LimitRefs,
  type RateLimit,
} from "./hit-rate-limit";

/** A try taken from a limit, to give back if what it was spent on went well. */
export interface SpentTry {
  /** The slice the try was counted in, so giving it back takes it from the same one. */
  slice: string;
}

/**
 * Takes one try from `limit` if one is left in its sliding window, in one statement that counts
 * and decides at once (docs/decisions/062): the upsert of the current slice's counter holds that
 * row's lock while it compares, so of any number of concurrent calls exactly the tries left get
 * through, on Postgres as on PGlite. Null when the limit is used up; nothing is counted then.
 *
 * Limits of failures spend a try before the work they guard and give it back when it succeeds
 * (`giveBackTry`), so a failure is never checked in one step and counted in another.
 */
export async function spendTry(
  { db, clock }: { db: Db; clock: Clock },
  limit: RateLimit,
): Promise<SpentTry | null> {
  const bound = boundLimit(clock, limit);
  const result = await db.execute<{ count: number }>(spendTrySql(bound));
  return result.rows.length > 0 ? { slice: String(bound.slice) } : null;
}

/**
 * The statement of `spendTry`: it counts one more event in the current slice of `limit` only if
 * the window still has room, and returns a row only then. The body of a CTE, so a larger
 * statement can spend a try and go on only when it got one. The earlier slices do not change
 * under concurrent calls; the current one is the row the upsert locks while it compares.
 */
export function spendTrySql(limit: LimitRefs): SQL {
  return countEventWithinLimitSql(limit, sql``);
}

/** Returns a try that `spendTry` took, when what it was spent on succeeded. */
export async function giveBackTry({ db }: { db: Db }, limit: RateLimit, spent: SpentTry) {
  await db.execute(sql`
    UPDATE rate_limit_counters SET count = count - 1
    WHERE bucket = ${limit.bucket}::text AND window_start = ${spent.slice}::timestamptz
      AND count > 0`);
}
