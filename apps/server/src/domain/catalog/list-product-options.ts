import { asc, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { productOptions } from "../../db/schema";
import { type ProductOptionView, productOptionView } from "./catalog-views";
import { groupBy } from "./group-by";

/** Options of each product, sorted by price (spec 9); a custom amount (price null) last. */
export async function listProductOptions(
  { db }: { db: Db },
  { productIds }: { productIds: readonly string[] },
): Promise<Map<string, ProductOptionView[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(productOptions)
    .where(inArray(productOptions.product_id, [...productIds]))
    .orderBy(sql`${productOptions.price} ASC NULLS LAST`, asc(productOptions.position));
  const groups = groupBy(productIds, rows, (row) => row.product_id);
  return new Map([...groups].map(([id, options]) => [id, options.map(productOptionView)]));
}
