import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { productOptions, products, publishers } from "../../db/schema";

/** Every checkout page the database can show, for the start-up message. */
export async function listDemoPages({ db }: { db: Db }) {
  const rows = await db
    .select({
      publisher: publishers.name,
      product: products.title,
      option: productOptions.title,
      productOptionId: productOptions.id,
    })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.product_id))
    .innerJoin(publishers, eq(publishers.id, products.publisher_id))
    .orderBy(asc(publishers.name), asc(products.title), asc(productOptions.position))
    .limit(50);
  return rows.map((row) => ({
    label: `${row.publisher} · ${row.product} · ${row.option}`,
    productOptionId: row.productOptionId,
  }));
}
