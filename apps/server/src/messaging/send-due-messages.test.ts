import { recordingLogger } from "@creator-checkout/testing/recording-logger";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/connect";
import { devOutbox, outgoingMessages } from "../db/schema";
import { enqueueMessage } from "./enqueue-message";
import { type MessageQueueDeps, sendDueMessages } from "./send-due-messages";
import type { EmailMessage, SmsMessage } from "./transport";

const code = "Your code is 493817.";

function testClock() {
  let current = new Date();
  return {
    now: () => current,
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
  };
}

/** Transports that record what they send, and fail while `failures` is above zero. */
function recordingMessaging() {
  const sent: Array<EmailMessage | SmsMessage> = [];
  const state = { failures: 0 };
  const send = async (message: EmailMessage | SmsMessage) => {
    if (state.failures > 0) {
      state.failures -= 1;
      throw new Error("connection refused by the provider");
    }
    sent.push(message);
  };
  return { sent, state, messaging: { email: { send }, sms: { send }, devOutboxChannels: [] } };
}

describe.each(testDatabases())("the message queue on $name", (kind) => {
  let database: Database;
  let clock: ReturnType<typeof testClock>;
  let logger: ReturnType<typeof recordingLogger>;
  let transports: ReturnType<typeof recordingMessaging>;
  let deps: MessageQueueDeps;

  beforeAll(async () => {
    database = await kind.open();
  });
  beforeEach(async () => {
    await database.db.delete(outgoingMessages);
    clock = testClock();
    logger = recordingLogger();
    transports = recordingMessaging();
    deps = { db: database.db, messaging: transports.messaging, logger, clock };
  });
  afterAll(async () => {
    await database.close();
  });

  const queued = async (id: string) => {
    const [row] = await database.db
      .select()
      .from(outgoingMessages)
      .where(eq(outgoingMessages.id, id));
    if (!row) throw new Error(`message ${id} is not in the queue`);
    return row;
  };
  const enqueueEmail = () =>
    enqueueMessage(
      { db: database.db, clock },
      { channel: "email", recipient: "ada@example.com", subject: "Your sign-in code", body: code },
    );

  it("sends a queued e-mail once and erases its subject and body", async () => {
    const { id } = await enqueueEmail();

    expect(await sendDueMessages(deps)).toEqual({ claimed: 1, sent: 1 });
    expect(await sendDueMessages(deps)).toEqual({ claimed: 0, sent: 0 });

    expect(transports.sent).toEqual([
      { to: "ada@example.com", subject: "Your sign-in code", text: code },
    ]);
    const row = await queued(id);
    expect(row.sent_at).toEqual(clock.now());
    expect(row).toMatchObject({ body: null, subject: null, attempts: 1, locked_until: null });
  });

  it("sends a queued SMS through the SMS transport", async () => {
    await enqueueMessage(
      { db: database.db, clock },
      { channel: "sms", recipient: "+15551234567", body: code },
    );

    expect(await sendDueMessages(deps)).toEqual({ claimed: 1, sent: 1 });
    expect(transports.sent).toEqual([{ to: "+15551234567", body: code }]);
  });

  it("retries a failing send after 5 s, then 30 s, and sends it on the third attempt", async () => {
    const { id } = await enqueueEmail();
    transports.state.failures = 2;

    expect(await sendDueMessages(deps)).toEqual({ claimed: 1, sent: 0 });
    const afterFirst = await queued(id);
    expect(afterFirst).toMatchObject({
      attempts: 1,
      body: code,
      last_error: "connection refused by the provider",
      locked_until: null,
    });
    expect(afterFirst.run_at.getTime() - clock.now().getTime()).toBe(5_000);

    clock.advance(4_999);
    expect(await sendDueMessages(deps)).toEqual({ claimed: 0, sent: 0 });
    clock.advance(1);
    expect(await sendDueMessages(deps)).toEqual({ claimed: 1, sent: 0 });
    expect((await queued(id)).run_at.getTime() - clock.now().getTime()).toBe(30_000);

    clock.advance(30_000);
    expect(await sendDueMessages(deps)).toEqual({ claimed: 1, sent: 1 });
    expect(transports.sent).toHaveLength(1);
    expect(await queued(id)).toMatchObject({ attempts: 3, body: null, last_error: null });
  });

  it("logs each failure with the message id and attempt, never the body", async () => {
    const { id } = await enqueueEmail();
    transports.state.failures = 1;

    await sendDueMessages(deps);

    expect(logger.entries).toEqual([
      expect.objectContaining({
        level: "warn",
        fields: expect.objectContaining({ messageId: id, attempt: 1 }),
      }),
    ]);
    expect(JSON.stringify(logger.entries)).not.toContain("493817");
  });

  it("gives up after the fifth failed attempt, erases the body and logs an error", async () => {
    const { id } = await enqueueEmail();
    transports.state.failures = Number.POSITIVE_INFINITY;
    const delays: number[] = [];

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await sendDueMessages(deps)).toEqual({ claimed: 1, sent: 0 });
      const row = await queued(id);
      if (row.failed_at) break;
      delays.push(row.run_at.getTime() - clock.now().getTime());
      clock.advance(row.run_at.getTime() - clock.now().getTime());
    }
    clock.advance(24 * 60 * 60_000);

    expect(await sendDueMessages(deps)).toEqual({ claimed: 0, sent: 0 });
    expect(delays).toEqual([5_000, 30_000, 120_000, 600_000]);
    expect(await queued(id)).toMatchObject({
      attempts: 5,
      body: null,
      subject: null,
      sent_at: null,
      last_error: "connection refused by the provider",
    });
    expect((await queued(id)).failed_at).not.toBeNull();
    const errors = logger.entries.filter((entry) => entry.level === "error");
    expect(errors).toEqual([
      expect.objectContaining({ fields: expect.objectContaining({ messageId: id, attempt: 5 }) }),
    ]);
    expect(JSON.stringify(logger.entries)).not.toContain("493817");
  });

  it("sends a message again once the lease of a process that stopped mid-send runs out", async () => {
    const { id } = await enqueueEmail();
    await database.db
      .update(outgoingMessages)
      .set({ attempts: 1, locked_until: new Date(clock.now().getTime() + 60_000) })
      .where(eq(outgoingMessages.id, id));

    expect(await sendDueMessages(deps)).toEqual({ claimed: 0, sent: 0 });
    clock.advance(60_000);
    expect(await sendDueMessages(deps)).toEqual({ claimed: 1, sent: 1 });
    expect(await queued(id)).toMatchObject({ attempts: 2, body: null });
  });

  it("gives up on a message whose last attempt never finished", async () => {
    const { id } = await enqueueEmail();
    await database.db
      .update(outgoingMessages)
      .set({ attempts: 5, locked_until: clock.now() })
      .where(eq(outgoingMessages.id, id));

    expect(await sendDueMessages(deps)).toEqual({ claimed: 1, sent: 0 });
    expect(transports.sent).toEqual([]);
    const row = await queued(id);
    expect(row.failed_at).not.toBeNull();
    expect(row).toMatchObject({
      body: null,
      last_error: "the last attempt did not finish within its lease",
    });
  });

  it("does not let a send that outlived its lease overwrite the process that took over", async () => {
    const { id } = await enqueueEmail();
    let failSlowSend: (error: Error) => void = () => {};
    const slowDeps: MessageQueueDeps = {
      ...deps,
      messaging: {
        email: {
          send: () =>
            new Promise<void>((_resolve, reject) => {
              failSlowSend = reject;
            }),
        },
        sms: null,
        devOutboxChannels: [],
      },
    };

    const slowRound = sendDueMessages(slowDeps);
    await expect.poll(async () => (await queued(id)).attempts).toBe(1);
    clock.advance(60_000);
    expect(await sendDueMessages(deps)).toEqual({ claimed: 1, sent: 1 });
    failSlowSend(new Error("socket timed out"));

    expect(await slowRound).toEqual({ claimed: 1, sent: 0 });
    const row = await queued(id);
    expect(row.sent_at).not.toBeNull();
    expect(row).toMatchObject({ attempts: 2, last_error: null, body: null });
  });

  it("retries an SMS while SMS is unavailable, saying why", async () => {
    const { id } = await enqueueMessage(
      { db: database.db, clock },
      { channel: "sms", recipient: "+15551234567", body: code },
    );

    await sendDueMessages({ ...deps, messaging: { ...transports.messaging, sms: null } });

    expect(await queued(id)).toMatchObject({
      attempts: 1,
      last_error: "SMS is unavailable: TWILIO_* is not configured",
    });
  });

  it("sends each message exactly once when two workers drain the queue together", async () => {
    const ids = new Set<string>();
    for (let index = 0; index < 30; index += 1) {
      const { id } = await enqueueMessage(
        { db: database.db, clock },
        { channel: "sms", recipient: `+1555000${String(index).padStart(4, "0")}`, body: code },
      );
      ids.add(id);
    }
    const sends: string[] = [];
    const worker = (): MessageQueueDeps => {
      const send = async (message: SmsMessage | EmailMessage) => {
        await new Promise((resolve) => setImmediate(resolve));
        sends.push(message.to);
      };
      return { ...deps, messaging: { email: { send }, sms: { send }, devOutboxChannels: [] } };
    };
    const drain = async (workerDeps: MessageQueueDeps) => {
      let sent = 0;
      for (;;) {
        const round = await sendDueMessages(workerDeps, { batchSize: 3 });
        if (round.claimed === 0) return sent;
        sent += round.sent;
      }
    };

    const [first, second] = await Promise.all([drain(worker()), drain(worker())]);

    expect(first + second).toBe(30);
    expect(Math.min(first, second)).toBeGreaterThan(0);
    expect(sends).toHaveLength(30);
    expect(new Set(sends).size).toBe(30);
    const rows = await database.db.select().from(outgoingMessages);
    expect(rows.every((row) => row.sent_at !== null && row.attempts === 1)).toBe(true);
  });

  describe("with the dev outbox", () => {
    const outboxOf = (recipient: string) =>
      database.db.select().from(devOutbox).where(eq(devOutbox.recipient, recipient));

    it("stores its channels' due messages and marks them sent in one round, leaving the rest to their transports", async () => {
      const email = await enqueueEmail();
      const later = await enqueueMessage(
        { db: database.db, clock },
        {
          channel: "email",
          recipient: "later@example.com",
          subject: "Later",
          body: code,
          runAt: new Date(clock.now().getTime() + 60_000),
        },
      );
      const sms = await enqueueMessage(
        { db: database.db, clock },
        { channel: "sms", recipient: "+15559870000", body: code },
      );
      const outboxDeps = {
        ...deps,
        messaging: { ...transports.messaging, devOutboxChannels: ["email" as const] },
      };

      expect(await sendDueMessages(outboxDeps)).toEqual({ claimed: 2, sent: 2 });

      expect(await outboxOf("ada@example.com")).toEqual([
        expect.objectContaining({ channel: "email", subject: "Your sign-in code", body: code }),
      ]);
      expect(await queued(email.id)).toMatchObject({ attempts: 1, subject: null, body: null });
      expect((await queued(email.id)).sent_at).not.toBeNull();
      expect(transports.sent).toEqual([{ to: "+15559870000", body: code }]);
      expect((await queued(sms.id)).sent_at).not.toBeNull();
      expect(await queued(later.id)).toMatchObject({ attempts: 0, sent_at: null, body: code });
      expect(await outboxOf("later@example.com")).toEqual([]);
      expect(logger.entries.map((entry) => entry.fields)).toContainEqual({
        channel: "email",
        to: "ada@example.com",
        subject: "Your sign-in code",
      });
      expect(JSON.stringify(logger.entries)).not.toMatch(/493817/);
    });

    it("stores each message once when two workers drain the queue together", async () => {
      const recipients: string[] = [];
      for (let index = 0; index < 30; index += 1) {
        const recipient = `+1555111${String(index).padStart(4, "0")}`;
        recipients.push(recipient);
        await enqueueMessage({ db: database.db, clock }, { channel: "sms", recipient, body: code });
      }
      const outboxDeps = {
        ...deps,
        messaging: { ...transports.messaging, devOutboxChannels: ["email", "sms"] as const },
      };
      const drain = async () => {
        let stored = 0;
        for (;;) {
          const round = await sendDueMessages(outboxDeps, { batchSize: 3 });
          if (round.claimed === 0) return stored;
          stored += round.sent;
        }
      };

      const [first, second] = await Promise.all([drain(), drain()]);

      expect(first + second).toBe(30);
      const stored = await database.db
        .select({ recipient: devOutbox.recipient })
        .from(devOutbox)
        .where(inArray(devOutbox.recipient, recipients));
      expect(stored.map((row) => row.recipient).sort()).toEqual(recipients);
      expect(transports.sent).toEqual([]);
      const rows = await database.db.select().from(outgoingMessages);
      expect(rows.every((row) => row.sent_at !== null && row.attempts === 1)).toBe(true);
    });
  });
});
