import { randomUUID } from "node:crypto";
import { testClock } from "@creator-checkout/testing/sign-in-helpers";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect";
import { rateLimitCounters, usedBotProofs } from "../../db/schema";
import { hitRateLimit } from "../rate-limit/hit-rate-limit";
import { pruneExpiredRows } from "./prune-expired-rows";

describe.each(testDatabases())("pruneExpiredRows on $name", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it("deletes two-day-old counters and expired proofs, and keeps what still counts", async () => {
    const clock = testClock();
    const bucket = `test:${randomUUID()}`;
    await hitRateLimit({ db: database.db, clock }, { bucket, limit: 5, windowSeconds: 3600 });
    await database.db.insert(usedBotProofs).values([
      { proof_hash: randomUUID(), expires_at: new Date(clock.now().getTime() + 60_000) },
      { proof_hash: randomUUID(), expires_at: new Date(clock.now().getTime() + 3 * 3_600_000) },
    ]);
    clock.advance(2 * 3600);
    await hitRateLimit({ db: database.db, clock }, { bucket, limit: 5, windowSeconds: 3600 });

    const nothingYet = await pruneExpiredRows({ db: database.db, clock });
    clock.advance(47 * 3600);
    const later = await pruneExpiredRows({ db: database.db, clock });

    expect(nothingYet).toMatchObject({ counters: 0, proofs: 1 });
    expect(later).toMatchObject({ counters: 1, proofs: 1 });
    const [left] = await database.db.select({ n: count() }).from(rateLimitCounters);
    expect(left?.n).toBe(1);
  });
});
