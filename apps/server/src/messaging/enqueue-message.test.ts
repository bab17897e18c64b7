import { testDatabases } from "@creator-checkout/testing/test-databases";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/connect";
import { outgoingMessages } from "../db/schema";
import { enqueueMessage } from "./enqueue-message";

class CaughtRollback extends Error {}

describe.each(testDatabases())("enqueueMessage on $name", (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await kind.open();
  });
  beforeEach(async () => {
    await database.db.delete(outgoingMessages);
  });
  afterAll(async () => {
    await database.close();
  });

  const message = { channel: "email", recipient: "ada@example.com", body: "123456" } as const;

  it("queues a message due now, with no attempt made yet", async () => {
    const now = new Date("2030-01-02T03:04:05.000Z");

    const { id } = await enqueueMessage({ db: database.db, clock: { now: () => now } }, message);

    expect(await database.db.select().from(outgoingMessages)).toEqual([
      expect.objectContaining({ id, ...message, subject: null, attempts: 0, run_at: now }),
    ]);
  });

  it("queues inside a transaction that commits", async () => {
    await database.db.transaction(async (tx) => {
      await enqueueMessage({ db: tx }, message);
    });

    expect(await database.db.select().from(outgoingMessages)).toHaveLength(1);
  });

  it("leaves nothing queued when the caller's transaction rolls back", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMessage({ db: tx }, message);
        throw new CaughtRollback("the sign-in failed after queueing its code");
      }),
    ).rejects.toBeInstanceOf(CaughtRollback);

    expect(await database.db.select().from(outgoingMessages)).toEqual([]);
  });
});
