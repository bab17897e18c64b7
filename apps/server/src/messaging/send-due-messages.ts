import { and, inArray, isNull, notInArray } from "drizzle-orm";
import { claimJobs, failJobs, type JobClaim, nextJobDueInMs, settleJobs } from "../background/jobs";
import type { Db } from "../db/connect";
import { outgoingMessages } from "../db/schema";
import type { Clock } from "../security/clock";
import type { Messaging } from "./create-messaging";
import { storeDueInDevOutbox } from "./dev-outbox-transport";
import { erasedMessage as erased, messageJobs, messageRetryPolicy } from "./message-jobs";
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
 * One round of the queue: claims the due messages (docs/decisions/148: one statement, `FOR
 * UPDATE SKIP LOCKED`, so concurrent processes never claim the same row), sends them and
 * records each outcome. Messages for the dev outbox are claimed, stored and marked sent by one
 * statement of their own. Returns how many rows were claimed and how many of them were sent.
 */
export async function sendDueMessages(
  { db, messaging, logger, clock }: MessageQueueDeps,
  { batchSize = 10, leaseMs = 60_000, maxAttempts = 5 }: SendDueMessagesOptions = {},
): Promise<{ claimed: number; sent: number }> {
  const now = clock.now();
  const devChannels = messaging.devOutboxChannels;
  const stored =
    devChannels.length > 0
      ? await storeDueInDevOutbox(
          { db, logger, clock },
          { channels: devChannels, limit: batchSize, leaseMs, maxAttempts },
        )
      : 0;
  // Counting the attempt at claim time makes `attempts` a fencing token: an outcome is written
  // only while the row still carries this claim's count, so a send that outlived its lease
  // cannot overwrite the claim of the process that took the row over.
  const claims = await claimJobs(db, messageJobs, {
    now,
    limit: batchSize,
    leaseMs,
    where: and(
      isNull(outgoingMessages.sent_at),
      devChannels.length > 0 ? notInArray(outgoingMessages.channel, [...devChannels]) : undefined,
    ),
  });
  const claimed = await claimedMessages(db, claims);
  const policy = messageRetryPolicy(maxAttempts);

  const fail = async (message: ClaimedMessage, error: string) => {
    const failedAt = clock.now();
    const [outcome] = await failJobs(db, messageJobs, [message], {
      now: failedAt,
      error,
      policy,
      whenGivenUp: erased,
    });
    const fields = { messageId: message.id, channel: message.channel, attempt: message.attempts };
    if (outcome === "given up") {
      logger.error({ ...fields, error }, "giving up on a message after its last attempt");
    } else {
      const runAt = new Date(failedAt.getTime() + policy.delayMs(message.attempts));
      logger.warn({ ...fields, error, runAt }, "sending a message failed; it will be retried");
    }
  };

  const processMessage = async (message: ClaimedMessage): Promise<boolean> => {
    // Only a previous claim that never finished (a crash or a send past its lease) gets here.
    if (message.attempts > maxAttempts) {
      await fail(message, "the last attempt did not finish within its lease");
      return false;
    }
    try {
      await deliver(messaging, message);
    } catch (caught) {
      await fail(
        message,
        (caught instanceof Error ? caught.message : String(caught)).slice(0, 1000),
      );
      return false;
    }
    await settleJobs(
      db,
      messageJobs,
      [message],
      [
        [outgoingMessages.sent_at, clock.now().toISOString()],
        [outgoingMessages.last_error, null],
        ...erased,
      ],
    );
    return true;
  };

  const outcomes = await Promise.allSettled(claimed.map(processMessage));
  const rejected = outcomes.find((outcome) => outcome.status === "rejected");
  if (rejected) throw rejected.reason;
  const sent = outcomes.filter((outcome) => outcome.status === "fulfilled" && outcome.value);
  return { claimed: stored + claimed.length, sent: stored + sent.length };
}

/** The claimed messages themselves, each with its claim's count. */
async function claimedMessages(db: Db, claims: JobClaim[]): Promise<ClaimedMessage[]> {
  if (claims.length === 0) return [];
  const rows = await db
    .select({
      id: outgoingMessages.id,
      channel: outgoingMessages.channel,
      recipient: outgoingMessages.recipient,
      subject: outgoingMessages.subject,
      body: outgoingMessages.body,
    })
    .from(outgoingMessages)
    .where(
      inArray(
        outgoingMessages.id,
        claims.map((claim) => claim.id),
      ),
    );
  const attemptsOf = new Map(claims.map((claim) => [claim.id, claim.attempts]));
  return rows.map((row) => ({ ...row, attempts: attemptsOf.get(row.id) ?? 0 }));
}

/** How long until the next message falls due (a retry, a gift's date); null when none waits. */
export function nextMessageDueInMs({ db, clock }: Pick<MessageQueueDeps, "db" | "clock">) {
  return nextJobDueInMs(db, messageJobs, {
    now: clock.now(),
    where: isNull(outgoingMessages.sent_at),
  });
}
