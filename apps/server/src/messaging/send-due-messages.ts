import { and, asc, eq, inArray, isNull, lte, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/connect";
import { outgoingMessages } from "../db/schema";
import type { Clock } from "../security/clock";
import type { Messaging } from "./create-messaging";
import { storeDueInDevOutbox } from "./dev-outbox-transport";
import type { MessagingLogger } from "./transport";

export interface SendDueMessagesOptions {
  /** Rows claimed per round and sent in parallel. */
  batchSize?: number;
  /** How long a claim holds a row; after it, another process may retry the row. */
  leaseMs?: number;
  /** Sends tried before a message is marked failed. */
  maxAttempts?: number;
}

export interface MessageQueueDeps {
  db: Db;
  messaging: Pick<Messaging, "email" | "sms" | "devOutboxChannels">;
  logger: MessagingLogger;
  clock: Clock;
}

// Delay before the 2nd, 3rd, ... attempt; the last figure repeats. With the default five
// attempts a message is given up about 13 minutes after it was queued, past a code's lifetime.
const retryDelaysMs = [5_000, 30_000, 2 * 60_000, 10 * 60_000];
const lastRetryDelayMs = 10 * 60_000;

type ClaimedMessage = Pick<
  typeof outgoingMessages.$inferSelect,
  "id" | "channel" | "recipient" | "subject" | "body" | "attempts"
>;

async function deliver(messaging: MessageQueueDeps["messaging"], message: ClaimedMessage) {
  if (message.body === null) throw new Error("the queued message has no body");
  if (message.channel === "email") {
    await messaging.email.send({
      to: message.recipient,
      subject: message.subject ?? "",
      text: message.body,
    });
  } else if (message.channel === "sms") {
    if (!messaging.sms) throw new Error("SMS is unavailable: TWILIO_* is not configured");
    await messaging.sms.send({ to: message.recipient, body: message.body });
  } else {
    throw new Error(`unknown channel "${message.channel}"`);
  }
}

/**
 * One round of the queue: claims the due messages (one statement, `FOR UPDATE SKIP LOCKED`,
 * so concurrent processes never claim the same row), sends them and records each outcome.
 * Messages for the dev outbox are claimed, stored and marked sent by one statement of their own.
 * Returns how many rows were claimed and how many of them were sent.
 */
export async function sendDueMessages(
  { db, messaging, logger, clock }: MessageQueueDeps,
  { batchSize = 10, leaseMs = 60_000, maxAttempts = 5 }: SendDueMessagesOptions = {},
): Promise<{ claimed: number; sent: number }> {
  const now = clock.now();
  const devChannels = messaging.devOutboxChannels;
  const stored =
    devChannels.length > 0
      ? await storeDueInDevOutbox({ db, logger, now }, { channels: devChannels, limit: batchSize })
      : 0;
  const due = db
    .select({ id: outgoingMessages.id })
    .from(outgoingMessages)
    .where(
      and(
        isNull(outgoingMessages.sent_at),
        isNull(outgoingMessages.failed_at),
        lte(outgoingMessages.run_at, now),
        or(isNull(outgoingMessages.locked_until), lte(outgoingMessages.locked_until, now)),
        devChannels.length > 0 ? notInArray(outgoingMessages.channel, [...devChannels]) : undefined,
      ),
    )
    .orderBy(asc(outgoingMessages.run_at))
    .limit(batchSize)
    .for("update", { skipLocked: true });
  // Counting the attempt at claim time makes `attempts` a fencing token: an outcome is written
  // only while the row still carries this claim's count, so a send that outlived its lease
  // cannot overwrite the claim of the process that took the row over.
  const claimed = await db
    .update(outgoingMessages)
    .set({
      attempts: sql`${outgoingMessages.attempts} + 1`,
      locked_until: new Date(now.getTime() + leaseMs),
    })
    .where(inArray(outgoingMessages.id, due))
    .returning({
      id: outgoingMessages.id,
      channel: outgoingMessages.channel,
      recipient: outgoingMessages.recipient,
      subject: outgoingMessages.subject,
      body: outgoingMessages.body,
      attempts: outgoingMessages.attempts,
    });

  const thisClaim = (message: ClaimedMessage) =>
    and(eq(outgoingMessages.id, message.id), eq(outgoingMessages.attempts, message.attempts));

  const giveUp = async (message: ClaimedMessage, error: string) => {
    // The body holds a sign-in code: it leaves the table whatever the outcome.
    await db
      .update(outgoingMessages)
      .set({
        failed_at: clock.now(),
        locked_until: null,
        body: null,
        subject: null,
        last_error: error,
      })
      .where(thisClaim(message));
    logger.error(
      { messageId: message.id, channel: message.channel, attempt: message.attempts, error },
      "giving up on a message after its last attempt",
    );
  };

  const processMessage = async (message: ClaimedMessage): Promise<boolean> => {
    // Only a previous claim that never finished (a crash or a send past its lease) gets here.
    if (message.attempts > maxAttempts) {
      await giveUp(message, "the last attempt did not finish within its lease");
      return false;
    }
    try {
      await deliver(messaging, message);
    } catch (caught) {
      const error = (caught instanceof Error ? caught.message : String(caught)).slice(0, 1000);
      if (message.attempts >= maxAttempts) {
        await giveUp(message, error);
        return false;
      }
      const delayMs = retryDelaysMs[message.attempts - 1] ?? lastRetryDelayMs;
      const runAt = new Date(clock.now().getTime() + delayMs);
      await db
        .update(outgoingMessages)
        .set({ run_at: runAt, locked_until: null, last_error: error })
        .where(thisClaim(message));
      logger.warn(
        {
          messageId: message.id,
          channel: message.channel,
          attempt: message.attempts,
          error,
          runAt,
        },
        "sending a message failed; it will be retried",
      );
      return false;
    }
    await db
      .update(outgoingMessages)
      .set({
        sent_at: clock.now(),
        locked_until: null,
        body: null,
        subject: null,
        last_error: null,
      })
      .where(thisClaim(message));
    return true;
  };

  const outcomes = await Promise.allSettled(claimed.map(processMessage));
  const rejected = outcomes.find((outcome) => outcome.status === "rejected");
  if (rejected) throw rejected.reason;
  const sent = outcomes.filter((outcome) => outcome.status === "fulfilled" && outcome.value);
  return { claimed: stored + claimed.length, sent: stored + sent.length };
}
