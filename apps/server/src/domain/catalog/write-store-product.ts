import type { StoreProductSave } from "@creator-checkout/core/catalog";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { productNewsletters, productOptions, products } from "../../db/schema";
import { KEEP, optionRows, overwriteFromExcluded, productRow } from "./import-catalog";
import { productErrors } from "./product-errors";
import { raiseCatalogVersion } from "./raise-catalog-version";

/**
 * Writes a checked product: its row (made only if no row has its id, so two makings of one id
 * write one), its options in the order given, its newsletters; removes the options left out.
 * An option row is overwritten only where it is this product's, so no save takes another's.
 */
export async function writeStoreProduct(
  tx: Db,
  publisherId: string,
  {
    product,
    isNew,
    removed,
    now,
  }: { product: StoreProductSave["product"]; isNew: boolean; removed: string[]; now: Date },
) {
  const row = productRow(publisherId, product);
  if (isNew) {
    const made = await tx.insert(products).values(row).onConflictDoNothing().returning();
    if (made.length === 0) throw productErrors.idTaken();
  } else {
    await tx
      .update(products)
      .set({ ...row, updated_at: now })
      .where(eq(products.id, product.id));
  }
  if (removed.length > 0)
    await tx.delete(productOptions).where(inArray(productOptions.id, removed));
  const written = await tx
    .insert(productOptions)
    .values(optionRows(product))
    .onConflictDoUpdate({
      target: productOptions.id,
      set: overwriteFromExcluded(productOptions, KEEP),
      setWhere: eq(productOptions.product_id, product.id),
    })
    .returning({ id: productOptions.id });
  if (written.length !== product.options.length) throw productErrors.idTaken();
  await tx.delete(productNewsletters).where(eq(productNewsletters.product_id, product.id));
  if (product.newsletter_ids.length > 0) {
    await tx.insert(productNewsletters).values(
      [...new Set(product.newsletter_ids)].map((id) => ({
        product_id: product.id,
        newsletter_id: id,
      })),
    );
  }
  await raiseCatalogVersion(tx);
}
