import { analyticsEvent } from "@creator-checkout/core/analytics";
import { pageViewEvent } from "@creator-checkout/testing/analytics-events";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/connect";
import { analyticsEvents } from "../../db/schema";
import { createAnalyticsWriter } from "./create-analytics-writer";

describe.each(testDatabases())("createAnalyticsWriter on $name", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it("writes the events of many concurrent requests in fewer multi-row INSERTs", async () => {
    const insert = vi.spyOn(database.db, "insert");
    const writer = createAnalyticsWriter(
      { db: database.db },
      { forward: false, maxConcurrentInserts: 2 },
    );
    await Promise.all(
      Array.from({ length: 100 }, () => writer.write([analyticsEvent.parse(pageViewEvent())])),
    );
    const [stored] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(analyticsEvents);
    expect(stored?.n).toBe(100);
    expect(insert.mock.calls.length).toBeLessThanOrEqual(3);
    insert.mockRestore();
  });

  it("answers a request only once its rows are committed, and passes a failure on", async () => {
    const writer = createAnalyticsWriter({ db: database.db }, { forward: false });
    const bad = { ...analyticsEvent.parse(pageViewEvent()), session_id: "not-a-uuid" };
    await expect(writer.write([bad])).rejects.toThrow();
    await expect(writer.write([analyticsEvent.parse(pageViewEvent())])).resolves.toBeUndefined();
  });
});
