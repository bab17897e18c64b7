import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/connect";
import {
  outgoingMessages,
  productOptions,
  products,
  publishers,
  type subscriptions,
  users,
} from "../../db/schema";
import { enqueueMessage } from "../../messaging/enqueue-message";
import { wordingFor } from "../../messaging/wording/wording";
import type { Clock } from "../../security/clock";

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
  const [found] = await db
    .select({
      email: users.email,
      phone: users.phone,
      locale: users.locale,
      creator: publishers.name,
      product: products.title,
      option: productOptions.title,
    })
    .from(users)
    .innerJoin(publishers, eq(publishers.id, sub.publisher_id))
    .innerJoin(productOptions, eq(productOptions.id, sub.product_option_id))
    .innerJoin(products, eq(products.id, productOptions.product_id))
    .where(eq(users.id, sub.user_id));
  if (!found || (!found.email && !found.phone)) return null;
  const wording = wordingFor(found.locale);
  const date = wording.date(resumesAt);
  const link = `${publicUrl}/${sub.product_option_id}`;
  const what = wording.say("payment.what", { product: found.product, option: found.option });
  const given = wording.say("resumes.given", { creator: found.creator, what, date });
  const runAt = new Date(
    Math.max(clock.now().getTime(), resumesAt.getTime() - PAUSE_REMINDER_DAYS * DAY_MS),
  );
  const message = found.email
    ? {
        channel: "email" as const,
        recipient: found.email,
        subject: wording.say("resumes.subject", { date }),
        body: [given, "", wording.say("receipt.manage", { link })].join("\n"),
      }
    : { channel: "sms" as const, recipient: found.phone ?? "", body: `${given} ${link}` };
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
