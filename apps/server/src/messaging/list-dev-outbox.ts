import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/connect";
import { devOutbox } from "../db/schema";

export interface DevOutboxMessage {
  id: string;
  channel: string;
  to: string;
  subject: string | null;
  body: string;
  created_at: Date;
}

/** The newest dev outbox messages (at most 50), for one recipient when `to` is given. */
export async function listDevOutbox(
  { db }: { db: Db },
  { to }: { to?: string | undefined },
): Promise<DevOutboxMessage[]> {
  return (
    db
      .select({
        id: devOutbox.id,
        channel: devOutbox.channel,
        to: devOutbox.recipient,
        subject: devOutbox.subject,
        body: devOutbox.body,
        created_at: devOutbox.created_at,
      })
      .from(devOutbox)
      // Lower-casing leaves phone numbers as they are and makes e-mail addresses match in any case.
      .where(
        to === undefined ? undefined : eq(sql`lower(${devOutbox.recipient})`, to.toLowerCase()),
      )
      .orderBy(desc(devOutbox.created_at))
      .limit(50)
  );
}
