import { and, eq, inArray, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/connect";

/**
 * A table whose rows are jobs (docs/decisions/148): each queue keeps its own table, since its
 * rows are the records the job works on (a message, a delivery, a subscription), and names the
 * columns the claim protocol reads and writes.
 */
export interface JobTable {
  table: PgTable;
  id: PgColumn;
  /** When the job is next due. */
  runAt: PgColumn;
  /** Until when a claim holds the row; past it, another worker may take the row over. */
  lockedUntil: PgColumn;
  /** Counted at claim time: the claim's fencing token. Null for a table that does not count. */
  attempts: PgColumn | null;
  /** Set when the job is given up (its dead letter); null for a table whose jobs never end so. */
  failedAt: PgColumn | null;
  /** The last failure's message. */
  lastError: PgColumn | null;
}

/** One claimed job: `attempts` is the count this claim set, and fences its outcome. */
export interface JobClaim {
  id: string;
  attempts: number;
}

/** Column values to write with an outcome: a value, or SQL for an expression. */
export type JobChanges = ReadonlyArray<readonly [PgColumn, unknown]>;

/**
 * Claims up to `limit` due jobs for `leaseMs`, in one statement: the due rows are selected
 * `FOR UPDATE SKIP LOCKED`, so workers in any number of processes never take the same row, and
 * updated in the same statement, so a claim is never half-taken. A row is due when its time has
 * come, it is not given up and no live claim holds it; `where` narrows that further.
 */
export async function claimJobs(
  db: Db,
  jobs: JobTable,
  options: { now: Date; limit: number; leaseMs: number; where?: SQL; orderBy?: SQL[] },
): Promise<JobClaim[]> {
  const { now, limit, leaseMs, where, orderBy = [sql`${jobs.runAt}`] } = options;
  const due = db
    .select({ id: jobs.id })
    .from(jobs.table)
    .where(
      and(
        lte(jobs.runAt, now),
        or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
        jobs.failedAt ? isNull(jobs.failedAt) : undefined,
        where,
      ),
    )
    .orderBy(...orderBy)
    .limit(limit)
    .for("update", { skipLocked: true });
  const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
  const counted = jobs.attempts
    ? sql`, ${sql.identifier(jobs.attempts.name)} = ${jobs.attempts} + 1`
    : sql``;
  const result = await db.execute<{ id: string; attempts: number | null }>(sql`
    UPDATE ${jobs.table}
    SET ${sql.identifier(jobs.lockedUntil.name)} = ${leaseUntil}::timestamptz${counted}
    WHERE ${inArray(jobs.id, due)}
    RETURNING ${jobs.id} AS id, ${jobs.attempts ?? sql`NULL::integer`} AS attempts`);
  return result.rows.map((row) => ({ id: String(row.id), attempts: Number(row.attempts ?? 0) }));
}

/**
 * The rows `claims` still hold: a row another worker claimed since (its count moved on), or
 * whose claim was already settled (no lease left), matches nothing.
 */
export function heldBy(jobs: JobTable, claims: readonly JobClaim[]): SQL {
  if (!jobs.attempts) throw new Error("a table that does not count attempts cannot fence claims");
  const attempts = jobs.attempts;
  const held = or(
    ...claims.map((claim) => and(eq(jobs.id, claim.id), eq(attempts, claim.attempts))),
  );
  return and(isNotNull(jobs.lockedUntil), held) as SQL;
}

/**
 * Writes `changes` to the rows `claims` still hold, ending their claim; how many it wrote. An
 * outcome is written at most once per claim, and never over a later claim of the same row.
 */
export async function settleJobs(
  db: Db,
  jobs: JobTable,
  claims: readonly JobClaim[],
  changes: JobChanges,
): Promise<number> {
  if (claims.length === 0) return 0;
  const assignments = [[jobs.lockedUntil, null] as const, ...changes].map(
    ([column, value]) => sql`${sql.identifier(column.name)} = ${value}`,
  );
  const result = await db.execute<{ id: string }>(sql`
    UPDATE ${jobs.table} SET ${sql.join(assignments, sql`, `)}
    WHERE ${heldBy(jobs, claims)}
    RETURNING ${jobs.id} AS id`);
  return result.rows.length;
}

/** How long to wait before each next attempt, and when to give up. */
export interface RetryPolicy {
  /** Attempts tried before a job is given up. */
  maxAttempts: number;
  /** The wait after the attempt numbered `attempt` (1 for the first) failed. */
  delayMs(attempt: number): number;
}

/** Waits taken in turn from `delaysMs`, its last figure repeating. */
export function delaysInTurn(delaysMs: readonly number[]): (attempt: number) => number {
  return (attempt) => delaysMs[Math.min(attempt, delaysMs.length) - 1] ?? 0;
}

/** A wait that doubles from `firstMs` after each failure, up to `longestMs`. */
export function doublingDelay(firstMs: number, longestMs: number): (attempt: number) => number {
  return (attempt) => Math.min(firstMs * 2 ** (attempt - 1), longestMs);
}

export type FailedJobOutcome = "retried" | "given up";

/**
 * Records a failed attempt of each of `claims`: a job with attempts left is due again after the
 * policy's wait from `now`; a job at its last attempt is given up (its dead letter: `failedAt`
 * set, kept for an operator to read), with `whenGivenUp` written as well. Claims that no longer
 * hold their row are left alone. Returns each claim's outcome, in order.
 */
export async function failJobs(
  db: Db,
  jobs: JobTable,
  claims: readonly JobClaim[],
  options: { now: Date; error: string; policy: RetryPolicy; whenGivenUp?: JobChanges },
): Promise<FailedJobOutcome[]> {
  const { now, error, policy, whenGivenUp = [] } = options;
  const outcomeOf = (claim: JobClaim): FailedJobOutcome =>
    claim.attempts >= policy.maxAttempts && jobs.failedAt ? "given up" : "retried";
  const lastError = jobs.lastError ? [[jobs.lastError, error] as const] : [];
  const givenUp = claims.filter((claim) => outcomeOf(claim) === "given up");
  if (jobs.failedAt && givenUp.length > 0) {
    await settleJobs(db, jobs, givenUp, [
      [jobs.failedAt, now.toISOString()],
      ...lastError,
      ...whenGivenUp,
    ]);
  }
  // Claims of one attempt count wait alike: one statement for each count.
  const retriedByAttempt = new Map<number, JobClaim[]>();
  for (const claim of claims) {
    if (outcomeOf(claim) !== "retried") continue;
    retriedByAttempt.set(claim.attempts, [...(retriedByAttempt.get(claim.attempts) ?? []), claim]);
  }
  for (const [attempt, retried] of retriedByAttempt) {
    const runAt = new Date(now.getTime() + policy.delayMs(attempt));
    await settleJobs(db, jobs, retried, [[jobs.runAt, runAt.toISOString()], ...lastError]);
  }
  return claims.map(outcomeOf);
}

/**
 * How long from `now` until the next of `jobs` falls due (its time, or the end of a lease that
 * holds it), narrowed by `where`; 0 when one is due already, null when none waits. A scheduler
 * woken only by queued work asks it after a round, so a retry or a later date is not left to
 * the slow safety tick (docs/decisions/169).
 */
export async function nextJobDueInMs(
  db: Db,
  jobs: JobTable,
  { now, where }: { now: Date; where?: SQL },
): Promise<number | null> {
  const [next] = await db
    .select({
      at: sql<string | number | null>`extract(epoch from min(greatest(${jobs.runAt},
        coalesce(${jobs.lockedUntil}, ${jobs.runAt})))) * 1000`,
    })
    .from(jobs.table)
    .where(and(jobs.failedAt ? isNull(jobs.failedAt) : undefined, where));
  if (next?.at === null || next?.at === undefined) return null;
  return Math.max(0, Number(next.at) - now.getTime());
}
