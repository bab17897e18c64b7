import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { newsletters } from "../../db/schema";
import { type NewsletterView, newsletterView } from "./catalog-views";

/** A publisher's enabled free newsletters, sorted by newsletter_order (product.md §9). */
export async function listFreeNewsletters(
  { db }: { db: Db },
  { publisherId }: { publisherId: string },
): Promise<NewsletterView[]> {
  const rows = await db
    .select()
    .from(newsletters)
    .where(
      and(
        eq(newsletters.publisher_id, publisherId),
        eq(newsletters.type, "free"),
        eq(newsletters.enabled, true),
      ),
    )
    .orderBy(asc(newsletters.newsletter_order), asc(newsletters.name));
  return rows.map(newsletterView);
}
