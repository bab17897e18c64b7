import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { productNewsletters, productOptions, products } from "../../db/schema";
import { productOptionView, productView } from "./catalog-views";

/**
 * A store's products as its catalog file writes them, by when they were made, each with its
 * options in their order and its newsletters; `productId` reads that one alone. Locking reads
 * (`forUpdate`) hold the products and their options until the transaction ends, so that no
 * order of an option is placed while a change decides what may change.
 */
export async function readStoreProducts(
  tx: Db,
  publisherId: string,
  { productId, forUpdate = false }: { productId?: string; forUpdate?: boolean } = {},
) {
  const ofStore = eq(products.publisher_id, publisherId);
  const productQuery = tx
    .select()
    .from(products)
    .where(productId ? and(ofStore, eq(products.id, productId)) : ofStore)
    .orderBy(asc(products.created_at), asc(products.id));
  // The product's lock lets an order name it (a key share) while saves of it wait in turn; the
  // options' stops an order of them until the save decides, so neither waits on the other twice.
  const productRows = await (forUpdate ? productQuery.for("no key update") : productQuery);
  if (productRows.length === 0) return [];
  const productIds = productRows.map((product) => product.id);
  const optionQuery = tx
    .select()
    .from(productOptions)
    .where(inArray(productOptions.product_id, productIds))
    .orderBy(asc(productOptions.position), asc(productOptions.id));
  // One after the other: a transaction's statements share its one connection.
  const options = await (forUpdate ? optionQuery.for("update") : optionQuery);
  const links = await tx
    .select()
    .from(productNewsletters)
    .where(inArray(productNewsletters.product_id, productIds));
  return productRows.map((row) => {
    const { publisher_id: _p, ...product } = productView(row);
    return {
      ...product,
      options: options.filter((o) => o.product_id === row.id).map(productOptionView),
      newsletter_ids: links.filter((l) => l.product_id === row.id).map((l) => l.newsletter_id),
    };
  });
}
export type StoredCatalogProduct = Awaited<ReturnType<typeof readStoreProducts>>[number];
