import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { productOptions, products, publishers, type subscriptions, users } from "../../db/schema";
import type { QueuedMessage } from "../../messaging/enqueue-message";
import { type Wording, wordingFor } from "../../messaging/wording/wording";

type Subscription = typeof subscriptions.$inferSelect;

/**
 * Who a notice about a subscription goes to, in their language, with the words it names: the
 * creator and what they subscribed to. Null when the buyer has no address to write to.
 */
export async function subscriberToTell({ db }: { db: Db }, sub: Subscription) {
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
  const what = wording.say("payment.what", { product: found.product, option: found.option });
  return { ...found, wording, what };
}

/**
 * The notice as an e-mail with a subject and the link to manage the subscription, or, for a
 * buyer known only by phone, as a text with the link.
 */
export function subscriberNotice(
  to: { email: string | null; phone: string | null; wording: Wording },
  { subject, given, link }: { subject: string; given: string; link: string },
): QueuedMessage {
  return to.email
    ? {
        channel: "email",
        recipient: to.email,
        subject,
        body: [given, "", to.wording.say("receipt.manage", { link })].join("\n"),
      }
    : { channel: "sms", recipient: to.phone ?? "", body: `${given} ${link}` };
}
