import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { newsletters, productNewsletters } from "../../db/schema";
import { type NewsletterView, newsletterView } from "./catalog-views";
import { groupBy } from "./group-by";

/** Enabled newsletters offered with each product, sorted by newsletter_order (product.md §9). */
export async function listProductNewsletters(
  { db }: { db: Db },
  { productIds }: { productIds: readonly string[] },
): Promise<Map<string, NewsletterView[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: productNewsletters.product_id, newsletter: newsletters })
    .from(productNewsletters)
    .innerJoin(newsletters, eq(newsletters.id, productNewsletters.newsletter_id))
    .where(
      and(inArray(productNewsletters.product_id, [...productIds]), eq(newsletters.enabled, true)),
    )
    .orderBy(asc(newsletters.newsletter_order), asc(newsletters.name));
  const groups = groupBy(productIds, rows, (row) => row.productId);
  return new Map(
    [...groups].map(([id, list]) => [id, list.map((row) => newsletterView(row.newsletter))]),
  );
}
