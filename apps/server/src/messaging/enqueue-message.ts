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
export async function enqueueMessage(
  { db, clock = systemClock }: { db: Db; clock?: Clock },
  message: {
    channel: MessageChannel;
    recipient: string;
    subject?: string;
    body: string;
    runAt?: Date;
  },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(outgoingMessages)
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? null,
      body: message.body,
      run_at: message.runAt ?? (clock.real ?? clock).now(),
    })
    .returning({ id: outgoingMessages.id });
  if (!row) throw new Error("inserting the outgoing message returned no row");
  return row;
}
