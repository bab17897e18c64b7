import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import { AppError, badRequest } from "../../app-error";
import type { Db } from "../../db/connect";
import { newsletterSubscriptions, newsletters } from "../../db/schema";

/**
 * product.md §7 "POST newsletters subscribe". With `onlyAdd` the chosen lists are added to the
 * buyer's; otherwise the buyer's lists at this publisher become exactly the chosen ones.
 * Every id must be an enabled list of this publisher, or nothing changes.
 */
export async function subscribeToNewsletters(
  { db }: { db: Db },
  input: {
    publisherId: string;
    userId: string;
    newsletterIds: readonly string[];
    onlyAdd: boolean;
  },
) {
  const ids = [...new Set(input.newsletterIds)];
  const known =
    ids.length === 0
      ? []
      : await db
          .select({
            id: newsletters.id,
            type: newsletters.type,
            // A paid list comes with a live membership whose product includes it.
            // Spelled out: drizzle leaves columns unqualified in a one-table select.
            included: sql<boolean>`exists (
              select 1 from product_newsletters pn
              join subscriptions s on s.product_id = pn.product_id
              where pn.newsletter_id = newsletters.id
                and s.user_id = ${input.userId}
                and s.publisher_id = ${input.publisherId}
                and s.status <> 'CANCELED')`,
          })
          .from(newsletters)
          .where(
            and(
              inArray(newsletters.id, ids),
              eq(newsletters.publisher_id, input.publisherId),
              eq(newsletters.enabled, true),
            ),
          );
  if (known.length !== ids.length)
    throw badRequest("One of the chosen newsletters is not offered here.");
  if (known.some((list) => list.type === "paid" && !list.included))
    throw new AppError(
      "PAID_NEWSLETTER",
      403,
      "A paid newsletter comes with a membership that includes it: it is added when you buy one.",
    );
  await db.transaction(async (tx) => {
    if (!input.onlyAdd) {
      const mine = and(
        eq(newsletterSubscriptions.publisher_id, input.publisherId),
        eq(newsletterSubscriptions.user_id, input.userId),
      );
      await tx
        .delete(newsletterSubscriptions)
        .where(
          ids.length === 0
            ? mine
            : and(mine, notInArray(newsletterSubscriptions.newsletter_id, ids)),
        );
    }
    if (ids.length > 0) {
      await tx
        .insert(newsletterSubscriptions)
        .values(
          ids.map((id) => ({
            user_id: input.userId,
            newsletter_id: id,
            publisher_id: input.publisherId,
          })),
        )
        .onConflictDoNothing();
    }
  });
}
