import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { newsletterSubscriptions, newsletters } from "../../db/schema";
import { newsletterView } from "../catalog/catalog-views";

/** product.md §7 "GET /me/newsletters": the lists the buyer is subscribed to at this publisher. */
export async function listMyNewsletters(
  { db }: { db: Db },
  { publisherId, userId }: { publisherId: string; userId: string },
) {
  const rows = await db
    .select({ newsletter: newsletters })
    .from(newsletterSubscriptions)
    .innerJoin(newsletters, eq(newsletters.id, newsletterSubscriptions.newsletter_id))
    .where(
      and(
        eq(newsletterSubscriptions.publisher_id, publisherId),
        eq(newsletterSubscriptions.user_id, userId),
      ),
    )
    .orderBy(asc(newsletters.newsletter_order), asc(newsletters.name));
  return rows.map((row) => ({ ...newsletterView(row.newsletter), subscribed: true }));
}
