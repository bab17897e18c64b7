import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/connect";
import { outgoingMessages } from "../db/schema";
import { type Clock, systemClock } from "../security/clock";
import type { MessageChannel } from "./transport";

/**
 * Queues a message for the worker. `db` may be a transaction: the message is then sent only
 * if the caller's transaction commits, and never for work that was rolled back. The message is
 * due at `runAt` when given (a gift's delivery date), else at `clock.now()`, the same kind of
 * clock the worker compares it with.
 */
export interface QueuedMessage {
  channel: MessageChannel;
  recipient: string;
  subject?: string;
  body: string;
  runAt?: Date;
}

export const dueAt = (clock: Clock, message: QueuedMessage) =>
  message.runAt ?? (clock.real ?? clock).now();

export async function enqueueMessage(
  { db, clock = systemClock }: { db: Db; clock?: Clock },
  message: QueuedMessage,
): Promise<{ id: string }> {
  const [row] = await db
    .insert(outgoingMessages)
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? null,
      body: message.body,
      run_at: dueAt(clock, message),
    })
    .returning({ id: outgoingMessages.id });
  if (!row) throw new Error("inserting the outgoing message returned no row");
  return row;
}

/**
 * `enqueueMessage` as an `INSERT ... SELECT` for a CTE of a larger prepared statement: the
 * message is queued once for each row `from` yields (e.g. `FROM gate WHERE allowed`), in that
 * statement. Its values are placeholders, which `queuedMessageValues` fills.
 */
export function enqueueMessageSql(from: SQL): SQL {
  const param = (name: string) => sql.placeholder(name);
  return sql`
    INSERT INTO ${outgoingMessages} (channel, recipient, subject, body, run_at)
    SELECT ${param("messageChannel")}::text, ${param("messageRecipient")}::text,
      ${param("messageSubject")}::text, ${param("messageBody")}::text,
      ${param("messageRunAt")}::timestamptz
    ${from}`;
}

export function queuedMessageValues(
  { clock = systemClock }: { clock?: Clock },
  message: QueuedMessage,
) {
  return {
    messageChannel: message.channel,
    messageRecipient: message.recipient,
    messageSubject: message.subject ?? null,
    messageBody: message.body,
    messageRunAt: dueAt(clock, message).toISOString(),
  };
}
