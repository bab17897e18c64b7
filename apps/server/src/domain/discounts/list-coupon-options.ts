import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { productOptions, products } from "../../db/schema";

/**
 * The publisher's options as a coupon names them (docs/decisions/100): each with its product, in
 * the order the creator's public page lists them.
 */
export async function listCouponOptions(
  { db }: { db: Db },
  { publisherId }: { publisherId: string },
) {
  return db
    .select({
      id: productOptions.id,
      title: productOptions.title,
      product_id: products.id,
      product_title: products.title,
      currency: productOptions.currency,
      price: productOptions.price,
    })
    .from(products)
    .innerJoin(productOptions, eq(productOptions.product_id, products.id))
    .where(eq(products.publisher_id, publisherId))
    .orderBy(asc(products.title), asc(products.id), asc(productOptions.position));
}
