import { recordingLogger } from "@creator-checkout/testing/recording-logger";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database, Db } from "../db/connect";
import { devOutbox, outgoingMessages } from "../db/schema";
import type { Clock } from "../security/clock";
import { enqueueMessage } from "./enqueue-message";
import { type MessageQueueDeps, sendDueMessages } from "./send-due-messages";

/** A clock moved by hand, a second ahead of the database's now(), which stamps a queued row. */
function movableClock(): Clock & { advance(ms: number): void } {
  let now = Date.now() + 1_000;
  return { now: () => new Date(now), advance: (ms) => (now += ms) };
}

const unreachable = {
  send: async () => {
    throw new Error("only the dev outbox sends in these tests");
  },
};

describe.each(testDatabases())("the dev outbox's messages as jobs on $name", (kind) => {
  let database: Database;
  let clock: ReturnType<typeof movableClock>;
  let deps: MessageQueueDeps;

  beforeAll(async () => {
    database = await kind.open();
  });
  beforeEach(async () => {
    await database.db.delete(outgoingMessages);
    await database.db.delete(devOutbox);
    clock = movableClock();
    deps = {
      db: database.db,
      messaging: { email: unreachable, sms: null, devOutboxChannels: ["email"] },
      logger: recordingLogger(),
      clock,
    };
  });
  afterEach(async () => {
    await database.db.execute(sql`DROP TRIGGER IF EXISTS dev_outbox_refused ON dev_outbox`);
  });
  afterAll(async () => {
    await database.close();
  });

  const enqueue = (recipient: string, db: Db = database.db) =>
    enqueueMessage(
      // Due by the test's clock, however long the queueing takes on a loaded machine.
      { db, clock },
      { channel: "email", recipient, subject: "Code", body: "Code 493817" },
    );
  const messageRow = async (id: string) =>
    (await database.db.select().from(outgoingMessages).where(eq(outgoingMessages.id, id)))[0];
  // The outbox refuses every store until the trigger is dropped, as a full disk would.
  const refuseStores = async () => {
    await database.db.execute(sql`CREATE OR REPLACE FUNCTION refuse_dev_outbox() RETURNS trigger
      LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the outbox is full'; END $$`);
    await database.db.execute(sql`CREATE TRIGGER dev_outbox_refused BEFORE INSERT ON dev_outbox
      FOR EACH ROW EXECUTE FUNCTION refuse_dev_outbox()`);
  };

  it("stores each message exactly once while two workers race", async () => {
    const recipients = Array.from({ length: 12 }, (_, n) => `buyer${n}@example.com`);
    for (const recipient of recipients) await enqueue(recipient);
    await Promise.all([
      sendDueMessages(deps, { batchSize: 5 }),
      sendDueMessages(deps, { batchSize: 5 }),
      sendDueMessages(deps, { batchSize: 5 }),
    ]);
    await sendDueMessages(deps, { batchSize: 5 });

    const stored = await database.db.select({ to: devOutbox.recipient }).from(devOutbox);
    expect(stored.map((row) => row.to).sort()).toEqual([...recipients].sort());
    const rows = await database.db.select().from(outgoingMessages);
    expect(rows.every((row) => row.sent_at !== null && row.body === null)).toBe(true);
  });

  it("retries a store that failed after the messages' wait, by the injected clock", async () => {
    const { id } = await enqueue("ada@example.com");
    await refuseStores();
    expect(await sendDueMessages(deps)).toEqual({ claimed: 0, sent: 0 });
    expect(await messageRow(id)).toMatchObject({
      attempts: 1,
      sent_at: null,
      body: "Code 493817",
      last_error: expect.stringContaining("the outbox is full"),
    });

    await database.db.execute(sql`DROP TRIGGER dev_outbox_refused ON dev_outbox`);
    expect(await sendDueMessages(deps)).toEqual({ claimed: 0, sent: 0 });
    clock.advance(5_000);
    expect(await sendDueMessages(deps)).toEqual({ claimed: 1, sent: 1 });
    const stored = await database.db.select().from(devOutbox);
    expect(stored).toEqual([expect.objectContaining({ recipient: "ada@example.com" })]);
  });

  it("gives a message up after its last attempt, its body erased", async () => {
    const { id } = await enqueue("ada@example.com");
    await refuseStores();
    await sendDueMessages(deps, { maxAttempts: 2 });
    clock.advance(5_000);
    await sendDueMessages(deps, { maxAttempts: 2 });

    expect(await messageRow(id)).toMatchObject({
      attempts: 2,
      sent_at: null,
      failed_at: clock.now(),
      body: null,
      subject: null,
    });
    await database.db.execute(sql`DROP TRIGGER dev_outbox_refused ON dev_outbox`);
    clock.advance(60 * 60_000);
    expect(await sendDueMessages(deps, { maxAttempts: 2 })).toEqual({ claimed: 0, sent: 0 });
    expect(await database.db.select().from(devOutbox)).toEqual([]);
  });

  it("leaves nothing when the transaction that queued a message is rolled back", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueue("ada@example.com", tx as unknown as Db);
        throw new Error("the sign-in failed after the code was queued");
      }),
    ).rejects.toThrow("the sign-in failed");
    expect(await sendDueMessages(deps)).toEqual({ claimed: 0, sent: 0 });
    expect(await database.db.select().from(outgoingMessages)).toEqual([]);
    expect(await database.db.select().from(devOutbox)).toEqual([]);
  });
});
