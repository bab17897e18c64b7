import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { outgoingMessages, type subscriptions } from "../../db/schema";
import { enqueueMessage } from "../../messaging/enqueue-message";
import type { Clock } from "../../security/clock";
import { subscriberNotice, subscriberToTell } from "./subscriber-notice";

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long before a pause ends the buyer is told the date it resumes (docs/decisions/175). */
export const PAUSE_REMINDER_DAYS = 3;

/**
 * Queues the e-mail (or, for a buyer known only by phone, the text) that says when a paused
 * subscription resumes: due PAUSE_REMINDER_DAYS before, or at once when the pause is shorter.
 * `db` is the caller's transaction, so it is sent only if the pause commits; its id is kept on
 * the subscription, so the message is queued once per pause and withdrawn if the pause ends
 * early. Null when the buyer has no address to write to.
 */
export async function enqueuePauseReminder(
  { db, clock, publicUrl }: { db: Db; clock: Clock; publicUrl: string },
  { sub, resumesAt }: { sub: typeof subscriptions.$inferSelect; resumesAt: Date },
): Promise<string | null> {
  const to = await subscriberToTell({ db }, sub);
  if (!to) return null;
  const date = to.wording.date(resumesAt);
  const given = to.wording.say("resumes.given", { creator: to.creator, what: to.what, date });
  const runAt = new Date(
    Math.max(clock.now().getTime(), resumesAt.getTime() - PAUSE_REMINDER_DAYS * DAY_MS),
  );
  const message = subscriberNotice(to, {
    subject: to.wording.say("resumes.subject", { date }),
    given,
    link: `${publicUrl}/${sub.product_option_id}`,
  });
  const queued = await enqueueMessage({ db, clock }, { ...message, runAt });
  return queued.id;
}

/** Withdraws a pause's reminder not sent yet: the pause ended, or will never end in a renewal. */
export async function withdrawPauseReminder(
  { db }: { db: Db },
  sub: Pick<typeof subscriptions.$inferSelect, "pause_reminder_id">,
) {
  if (!sub.pause_reminder_id) return;
  await db
    .delete(outgoingMessages)
    .where(and(eq(outgoingMessages.id, sub.pause_reminder_id), isNull(outgoingMessages.sent_at)));
}
