import { sql } from "drizzle-orm";
import type { Db } from "../db/connect";
import { preparedPerDatabase } from "../db/prepared-per-database";
import { prepareSql } from "../db/prepared-sql";
import { devOutbox, outgoingMessages } from "../db/schema";
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

const param = (name: string) => sql.placeholder(name);

/**
 * One statement that claims a round's due messages of the dev outbox's channels, stores them in
 * the dev outbox and marks them sent (erasing subject and body, as every sent row is): the queue
 * and the outbox share a database, so the move is one write transaction for the whole round
 * where sending one by one took two for each message.
 */
const movesOf = preparedPerDatabase((db: Db) =>
  prepareSql<{ channel: string; recipient: string; subject: string | null }>(
    db,
    "dev_outbox_store_due",
    sql`
    WITH due AS (
      SELECT id, channel, recipient, subject, body FROM ${outgoingMessages}
      WHERE sent_at IS NULL AND failed_at IS NULL AND run_at <= ${param("now")}::timestamptz
        AND (locked_until IS NULL OR locked_until <= ${param("now")}::timestamptz)
        AND channel = ANY(${param("channels")}::text[]) AND body IS NOT NULL
      ORDER BY run_at
      LIMIT ${param("limit")}::integer
      FOR UPDATE SKIP LOCKED
    ), sent AS (
      UPDATE ${outgoingMessages} SET attempts = ${outgoingMessages}.attempts + 1,
        sent_at = ${param("now")}::timestamptz, locked_until = NULL, subject = NULL, body = NULL,
        last_error = NULL
      FROM due WHERE ${outgoingMessages}.id = due.id
      RETURNING ${outgoingMessages}.id
    )
    INSERT INTO ${devOutbox} (channel, recipient, subject, body)
    SELECT due.channel, due.recipient, due.subject, due.body FROM due JOIN sent ON sent.id = due.id
    RETURNING channel, recipient, subject`,
  ),
);

/** Moves up to `limit` due messages of `channels` into the dev outbox; how many it moved. */
export async function storeDueInDevOutbox(
  { db, logger, now }: { db: Db; logger: MessagingLogger; now: Date },
  { channels, limit }: { channels: readonly MessageChannel[]; limit: number },
): Promise<number> {
  const stored = await movesOf(db).execute({ now: now.toISOString(), channels, limit });
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
