import { recordingLogger } from "@creator-checkout/testing/recording-logger";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startJobKinds } from "../background/job-kinds";
import { createWorkSignal, type WorkSignal } from "../background/work-signal";
import type { Database } from "../db/connect";
import { outgoingMessages } from "../db/schema";
import { enqueueMessage } from "./enqueue-message";
import { messageJobKind } from "./message-job-kind";
import type { EmailMessage } from "./transport";

/** The message kind alone on the scheduler, ticking every `idleTickMs` unless woken. */
function startMessageWorker(
  deps: Parameters<typeof messageJobKind>[0],
  { idleTickMs, signal = createWorkSignal() }: { idleTickMs: number; signal?: WorkSignal },
) {
  return startJobKinds({ logger: deps.logger, signal, idleTickMs }, [messageJobKind(deps)]);
}

describe.each(testDatabases())("the message worker on $name", (kind) => {
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

  const enqueue = () =>
    enqueueMessage(
      { db: database.db },
      { channel: "email", recipient: "ada@example.com", subject: "Code", body: "123456" },
    );
  const sentAt = async (id: string) =>
    (await database.db.select().from(outgoingMessages).where(eq(outgoingMessages.id, id)))[0]
      ?.sent_at ?? null;

  it("sends what is queued while it runs, and stops when asked", async () => {
    const sent: EmailMessage[] = [];
    const worker = startMessageWorker(
      {
        db: database.db,
        messaging: {
          email: { send: async (message) => void sent.push(message) },
          sms: null,
          devOutboxChannels: [],
        },
        logger: recordingLogger(),
      },
      { idleTickMs: 5 },
    );

    const { id } = await enqueue();
    await expect.poll(() => sent.length).toBe(1);
    await worker.stop();

    expect(sent).toEqual([{ to: "ada@example.com", subject: "Code", text: "123456" }]);
    expect(await sentAt(id)).not.toBeNull();
  });

  it("sends a message when woken rather than at its next poll, and only for its own queue", async () => {
    const sent: EmailMessage[] = [];
    const signal = createWorkSignal();
    const worker = startMessageWorker(
      {
        db: database.db,
        messaging: {
          email: { send: async (message) => void sent.push(message) },
          sms: null,
          devOutboxChannels: [],
        },
        logger: recordingLogger(),
      },
      { idleTickMs: 60 * 60_000, signal },
    );
    // The first round found nothing; the worker now waits an hour unless woken.
    await new Promise((resolve) => setTimeout(resolve, 100));

    await enqueue();
    signal.notify("outgoing_messages");
    await expect.poll(() => sent.length).toBe(1);

    await enqueue();
    signal.notify("webhook_deliveries");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent).toHaveLength(1);
    await worker.stop();
  });

  it("finishes the send in flight before stop resolves", async () => {
    const { id } = await enqueue();
    let finishSend: () => void = () => {};
    let sending = false;
    const worker = startMessageWorker(
      {
        db: database.db,
        messaging: {
          email: {
            send: () =>
              new Promise<void>((resolve) => {
                sending = true;
                finishSend = resolve;
              }),
          },
          sms: null,
          devOutboxChannels: [],
        },
        logger: recordingLogger(),
      },
      { idleTickMs: 5 },
    );
    await expect.poll(() => sending).toBe(true);

    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);

    finishSend();
    await stopping;
    expect(await sentAt(id)).not.toBeNull();
  });
});
