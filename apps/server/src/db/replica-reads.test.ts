import { recordingLogger } from "@creator-checkout/testing/recording-logger";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogCache } from "../domain/catalog/catalog-cache";
import { connectDatabase, type Database, type Db } from "./connect";
import { createReplicaReads, REPLICA_REST_MS } from "./replica-reads";
import { catalogVersion } from "./schema";

// Two embedded databases stand for a primary and its replica: each holds a catalog version of
// its own, so a read tells where it was made. A real streaming replica is in read-replica.test.ts.
describe("reads that may go to a replica", () => {
  let primary: Database;
  let replica: Database;
  let now = Date.parse("2026-12-07T12:00:00Z");
  const clock = { now: () => new Date(now) };
  const setVersion = (db: Db, version: number) => db.update(catalogVersion).set({ version });
  const versionOf = async (db: Db) =>
    (await db.select({ version: catalogVersion.version }).from(catalogVersion))[0]?.version;

  beforeAll(async () => {
    [primary, replica] = await Promise.all([
      connectDatabase({ dataDir: null }),
      connectDatabase({ dataDir: null }),
    ]);
  });
  afterAll(async () => {
    await primary?.close();
    await replica?.close();
  });

  it("reads on the replica only when its snapshot holds at least the catalog version asked for", async () => {
    const reads = createReplicaReads({
      primary: primary.db,
      replica: replica.db,
      clock,
      logger: recordingLogger(),
    });
    await setVersion(primary.db, 7);
    await setVersion(replica.db, 8);
    expect(await reads.read(versionOf, { atLeastCatalogVersion: 7 })).toBe(8);
    await setVersion(replica.db, 5);
    expect(await reads.read(versionOf, { atLeastCatalogVersion: 7 })).toBe(7);
    // A read that is not of the catalog (a report) takes the replica as it is.
    expect(await reads.read(versionOf)).toBe(5);
  });

  it("never caches a lagging replica's catalog under the version the process knows", async () => {
    await setVersion(primary.db, 3);
    await setVersion(replica.db, 2);
    const replicaReads = createReplicaReads({
      primary: primary.db,
      replica: replica.db,
      clock,
      logger: recordingLogger(),
    });
    const cache = await createCatalogCache(
      { db: primary.db, clock, replicaReads },
      { maxEntries: 10, maxChars: 10_000, recheckMs: 60_000 },
    );
    expect(await cache.readOnReplica("version", versionOf)).toBe(3);
    // Held, though the replica has caught up since: the cache holds the primary's read.
    await setVersion(replica.db, 3);
    expect(await cache.readOnReplica("version", versionOf)).toBe(3);
    expect(await cache.readLatest(versionOf)).toBe(3);
    await setVersion(replica.db, 4);
    expect(await cache.readLatest(versionOf)).toBe(4);
    await cache.close();
  });

  it("sends reads to the primary while the replica fails, says so once, and goes back to it", async () => {
    const logger = recordingLogger();
    let refusing = true;
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5433"), {
      code: "ECONNREFUSED",
    });
    const flakyReplica = {
      transaction: (...args: Parameters<Db["transaction"]>) =>
        refusing ? Promise.reject(refused) : replica.db.transaction(...args),
    } as unknown as Db;
    const reads = createReplicaReads({ primary: primary.db, replica: flakyReplica, clock, logger });
    await setVersion(primary.db, 10);
    await setVersion(replica.db, 11);
    expect(await reads.read(versionOf)).toBe(10);
    expect(await reads.read(versionOf)).toBe(10);
    refusing = false;
    // It rests a while before the replica is asked again.
    expect(await reads.read(versionOf)).toBe(10);
    now += REPLICA_REST_MS;
    expect(await reads.read(versionOf)).toBe(11);
    expect(logger.entries.map(({ level, message }) => ({ level, message }))).toEqual([
      {
        level: "warn",
        message: "the read replica failed; its reads go to the primary until it answers again",
      },
      { level: "info", message: "the read replica answers again; its reads go to it" },
    ]);
    expect(logger.entries[0]?.fields).toEqual({
      reason: { code: "ECONNREFUSED", message: "connect ECONNREFUSED 127.0.0.1:5433" },
    });
  });

  it("throws a read's own failure as it is, and keeps the replica", async () => {
    const reads = createReplicaReads({
      primary: primary.db,
      replica: replica.db,
      clock,
      logger: recordingLogger(),
    });
    await expect(
      reads.read(async () => {
        throw new Error("no such creator");
      }),
    ).rejects.toThrow("no such creator");
  });
});
