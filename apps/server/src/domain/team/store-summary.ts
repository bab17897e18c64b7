import { count, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { products, publishers } from "../../db/schema";

/** The store's name and how many products it sells: none, and the dashboard shows a guide. */
export async function storeSummary(
  db: Db,
  publisherId: string,
): Promise<{ name: string; products: number } | null> {
  const [store] = await db
    .select({ name: publishers.name, products: count(products.id) })
    .from(publishers)
    .leftJoin(products, eq(products.publisher_id, publishers.id))
    .where(eq(publishers.id, publisherId))
    .groupBy(publishers.id);
  return store ?? null;
}
