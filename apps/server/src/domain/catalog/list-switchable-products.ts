import { and, asc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { products } from "../../db/schema";
import { type ProductView, productView } from "./catalog-views";

/**
 * Products a buyer of `productId` may switch to: that product first, then the publisher's
 * other products of the same type, by title. Empty when the product is not the publisher's.
 * See docs/decisions/003-switchable-products.md.
 */
export async function listSwitchableProducts(
  { db }: { db: Db },
  { publisherId, productId }: { publisherId: string; productId: string },
): Promise<ProductView[]> {
  const [current] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.publisher_id, publisherId)));
  if (!current) return [];
  const others = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.publisher_id, publisherId),
        eq(products.type, current.type),
        ne(products.id, productId),
      ),
    )
    .orderBy(asc(products.title));
  return [current, ...others].map(productView);
}
