import { testDatabases } from "@creator-checkout/testing/test-databases";
import { eq, isNull, sql } from "drizzle-orm";
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/connect";
import {
  claimJobs,
  delaysInTurn,
  doublingDelay,
  failJobs,
  type JobTable,
  type RetryPolicy,
  settleJobs,
} from "./jobs";

// A table of the tests' own, so the protocol is tried apart from any queue that uses it.
const testJobs = pgTable("test_jobs", {
  id: text("id").primaryKey(),
  payload: text("payload"),
  run_at: timestamp("run_at", { withTimezone: true }).notNull(),
  locked_until: timestamp("locked_until", { withTimezone: true }),
  attempts: integer("attempts").notNull().default(0),
  failed_at: timestamp("failed_at", { withTimezone: true }),
  last_error: text("last_error"),
  done_at: timestamp("done_at", { withTimezone: true }),
});

const jobs: JobTable = {
  table: testJobs,
  id: testJobs.id,
  runAt: testJobs.run_at,
  lockedUntil: testJobs.locked_until,
  attempts: testJobs.attempts,
  failedAt: testJobs.failed_at,
  lastError: testJobs.last_error,
};

const LEASE_MS = 60_000;
const policy: RetryPolicy = { maxAttempts: 3, delayMs: delaysInTurn([5_000, 30_000]) };
// A year ahead of the machine's date: nothing here may depend on today.
const start = new Date(Date.now() + 365 * 24 * 60 * 60_000);
const at = (ms: number) => new Date(start.getTime() + ms);

describe.each(testDatabases())("jobs on $name", (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await kind.open();
    await database.db.execute(sql`CREATE TABLE test_jobs (
      id text PRIMARY KEY, payload text, run_at timestamptz NOT NULL, locked_until timestamptz,
      attempts integer NOT NULL DEFAULT 0, failed_at timestamptz, last_error text,
      done_at timestamptz)`);
  });
  beforeEach(async () => {
    await database.db.delete(testJobs);
  });
  afterAll(async () => {
    await database.close();
  });

  const enqueue = (id: string, db = database.db) =>
    db.insert(testJobs).values({ id, payload: `work ${id}`, run_at: start });
  const claim = (now: Date, limit = 10) =>
    claimJobs(database.db, jobs, {
      now,
      limit,
      leaseMs: LEASE_MS,
      where: isNull(testJobs.done_at),
    });
  const row = async (id: string) => {
    const [found] = await database.db.select().from(testJobs).where(eq(testJobs.id, id));
    return found;
  };

  it("gives one job to one of many workers racing for it", async () => {
    await enqueue("only");
    const claims = await Promise.all(Array.from({ length: 8 }, () => claim(start)));
    expect(claims.flat()).toEqual([{ id: "only", attempts: 1 }]);
  });

  it("shares a backlog among racing workers without giving any job twice", async () => {
    for (let n = 0; n < 30; n++) await enqueue(`job-${n}`);
    const claims = (await Promise.all(Array.from({ length: 6 }, () => claim(start, 7)))).flat();
    const ids = claims.map((taken) => taken.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(30);
  });

  it("lets another worker finish, exactly once, a job whose worker died mid-lease", async () => {
    await enqueue("orphan");
    const [dead] = await claim(start);
    // The lease still holds: nobody else takes the job.
    expect(await claim(at(LEASE_MS - 1))).toEqual([]);

    const [survivor] = await claim(at(LEASE_MS));
    expect(survivor).toEqual({ id: "orphan", attempts: 2 });
    if (!dead || !survivor) throw new Error("both claims were expected");
    const done = [[testJobs.done_at, at(LEASE_MS + 1).toISOString()] as const];
    expect(await settleJobs(database.db, jobs, [survivor], done)).toBe(1);
    // The dead worker wakes up late: its outcome, and a second one, write nothing.
    expect(await settleJobs(database.db, jobs, [dead], done)).toBe(0);
    expect(await settleJobs(database.db, jobs, [survivor], done)).toBe(0);
    expect(await claim(at(10 * LEASE_MS))).toEqual([]);
    expect(await row("orphan")).toMatchObject({ attempts: 2, locked_until: null });
  });

  it("waits the policy's delay, by the injected clock, before each retry", async () => {
    await enqueue("flaky");
    const failAt = async (now: Date) => {
      const claims = await claim(now);
      return failJobs(database.db, jobs, claims, { now, error: "refused", policy });
    };
    expect(await failAt(start)).toEqual(["retried"]);
    expect(await claim(at(4_999))).toEqual([]);
    expect(await failAt(at(5_000))).toEqual(["retried"]);
    expect(await claim(at(5_000 + 29_999))).toEqual([]);
    expect(await claim(at(35_000))).toEqual([{ id: "flaky", attempts: 3 }]);
    expect(await row("flaky")).toMatchObject({ last_error: "refused", failed_at: null });
  });

  it("gives a job up after its last attempt, keeps it for an operator and never runs it again", async () => {
    await enqueue("doomed");
    let now = start;
    const outcomes = [];
    for (let attempt = 1; attempt <= policy.maxAttempts; attempt++) {
      const claims = await claim(now);
      outcomes.push(
        ...(await failJobs(database.db, jobs, claims, {
          now,
          error: `refused ${attempt}`,
          policy,
          whenGivenUp: [[testJobs.payload, null]],
        })),
      );
      now = at(3_600_000 * attempt);
    }
    expect(outcomes).toEqual(["retried", "retried", "given up"]);
    expect(await row("doomed")).toMatchObject({
      attempts: 3,
      failed_at: at(3_600_000 * 2),
      last_error: "refused 3",
      payload: null,
      locked_until: null,
    });
    expect(await claim(at(365 * 24 * 3_600_000))).toEqual([]);
  });

  it("leaves nothing of a job whose enqueuing transaction was rolled back", async () => {
    const rolledBack = new Error("the purchase failed");
    await expect(
      database.db.transaction(async (tx) => {
        await enqueue("phantom", tx);
        // Not committed yet: no worker on another connection can see it.
        if (database.driver === "postgres") expect(await claim(start)).toEqual([]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await claim(at(LEASE_MS))).toEqual([]);
    expect(await row("phantom")).toBeUndefined();
  });

  it("does not run a job before it is due", async () => {
    await database.db.insert(testJobs).values({ id: "later", run_at: at(60_000) });
    expect(await claim(at(59_999))).toEqual([]);
    expect(await claim(at(60_000))).toEqual([{ id: "later", attempts: 1 }]);
  });
});

describe("retry delays", () => {
  it("take the listed delays in turn, the last repeating", () => {
    const delayMs = delaysInTurn([5_000, 30_000, 120_000]);
    expect([1, 2, 3, 4, 9].map(delayMs)).toEqual([5_000, 30_000, 120_000, 120_000, 120_000]);
  });

  it("double from the first up to the longest", () => {
    const delayMs = doublingDelay(5_000, 3_600_000);
    expect([1, 2, 3, 10, 11].map(delayMs)).toEqual([5_000, 10_000, 20_000, 2_560_000, 3_600_000]);
  });
});
