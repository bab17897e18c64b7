import { and, inArray, isNull, sql } from "drizzle-orm";
import { claimJobs, failJobs, heldBy, type JobClaim } from "../background/jobs";
import type { Db } from "../db/connect";
import { devOutbox, outgoingMessages } from "../db/schema";
import type { Clock } from "../security/clock";
import { erasedMessage, messageJobs, messageRetryPolicy } from "./message-jobs";
import type { EmailTransport, MessageChannel, MessagingLogger, SmsTransport } from "./transport";

/**
 * Stores every message in the `dev_outbox` table instead of delivering it, for machines with
 * no SMTP or SMS provider; people and e2e tests read it at `GET /api/dev/outbox`. The log names
 * the recipient only: the body holds a sign-in code.
 */
export function createDevOutboxTransport({ db, logger }: { db: Db; logger: MessagingLogger }): {
  email: EmailTransport;
  sms: SmsTransport;
} {
  return {
    email: {
      async send(message) {
        await db.insert(devOutbox).values({
          channel: "email",
          recipient: message.to,
          subject: message.subject,
          body: message.text,
        });
        logger.info(
          { channel: "email", to: message.to, subject: message.subject },
          "dev outbox: e-mail stored, read it at GET /api/dev/outbox",
        );
      },
    },
    sms: {
      async send(message) {
        await db
          .insert(devOutbox)
          .values({ channel: "sms", recipient: message.to, body: message.body });
        logger.info(
          { channel: "sms", to: message.to },
          "dev outbox: SMS stored, read it at GET /api/dev/outbox",
        );
      },
    },
  };
}

/**
 * Moves up to `limit` due messages of `channels` into the dev outbox, as jobs of the message queue
 * (docs/decisions/169): claimed under a lease with the attempt counted, then stored and marked
 * sent (subject and body erased, as every sent row is) in one statement fenced by the claim, so
 * the queue and the outbox change together and never twice. A store that fails is retried on the
 * messages' policy and given up after the last attempt. Returns how many it moved.
 */
export async function storeDueInDevOutbox(
  { db, logger, clock }: { db: Db; logger: MessagingLogger; clock: Clock },
  options: {
    channels: readonly MessageChannel[];
    limit: number;
    leaseMs: number;
    maxAttempts: number;
  },
): Promise<number> {
  const claims = await claimJobs(db, messageJobs, {
    now: clock.now(),
    limit: options.limit,
    leaseMs: options.leaseMs,
    where: and(
      isNull(outgoingMessages.sent_at),
      inArray(outgoingMessages.channel, [...options.channels]),
    ),
  });
  if (claims.length === 0) return 0;
  let stored: StoredMessage[];
  try {
    stored = await storeClaimed(db, claims, clock.now());
  } catch (caught) {
    // The driver's own error, not the statement that carried it.
    const cause = caught instanceof Error && caught.cause instanceof Error ? caught.cause : caught;
    const error = (cause instanceof Error ? cause.message : String(cause)).slice(0, 1000);
    await failJobs(db, messageJobs, claims, {
      now: clock.now(),
      error,
      policy: messageRetryPolicy(options.maxAttempts),
      whenGivenUp: erasedMessage,
    });
    logger.warn({ messages: claims.length, error }, "dev outbox: storing messages failed");
    return 0;
  }
  for (const { channel, recipient, subject } of stored) {
    if (channel === "email") {
      logger.info(
        { channel, to: recipient, subject },
        "dev outbox: e-mail stored, read it at GET /api/dev/outbox",
      );
    } else {
      logger.info(
        { channel, to: recipient },
        "dev outbox: SMS stored, read it at GET /api/dev/outbox",
      );
    }
  }
  return stored.length;
}

type StoredMessage = {
  channel: string;
  recipient: string;
  subject: string | null;
};

/** Stores the rows `claims` still hold in the dev outbox and marks them sent, in one statement. */
async function storeClaimed(db: Db, claims: JobClaim[], now: Date): Promise<StoredMessage[]> {
  const result = await db.execute<StoredMessage>(sql`
    WITH held AS (
      SELECT id, channel, recipient, subject, body, run_at FROM ${outgoingMessages}
      WHERE ${heldBy(messageJobs, claims)} AND body IS NOT NULL
    ), sent AS (
      UPDATE ${outgoingMessages} SET sent_at = ${now.toISOString()}::timestamptz,
        locked_until = NULL, subject = NULL, body = NULL, last_error = NULL
      FROM held WHERE ${outgoingMessages}.id = held.id
      RETURNING ${outgoingMessages}.id
    )
    INSERT INTO ${devOutbox} (channel, recipient, subject, body)
    SELECT held.channel, held.recipient, held.subject, held.body
    FROM held JOIN sent ON sent.id = held.id ORDER BY held.run_at
    RETURNING channel, recipient, subject`);
  return result.rows;
}
