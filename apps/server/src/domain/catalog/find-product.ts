import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { productOptions, products } from "../../db/schema";
import { type ProductView, productView } from "./catalog-views";

/** A product by its own id or by the id of one of its options; null when there is none. */
export async function findProduct(
  { db }: { db: Db },
  lookup: { productId: string } | { productOptionId: string },
): Promise<ProductView | null> {
  if ("productId" in lookup) {
    const [row] = await db.select().from(products).where(eq(products.id, lookup.productId));
    return row ? productView(row) : null;
  }
  const [row] = await db
    .select({ product: products })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.product_id))
    .where(eq(productOptions.id, lookup.productOptionId));
  return row ? productView(row.product) : null;
}
