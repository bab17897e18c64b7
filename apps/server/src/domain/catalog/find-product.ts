import { eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { preparedPerDatabase } from "../../db/prepared-per-database";
import { productOptions, products } from "../../db/schema";
import {
  type ProductWithRelationsView,
  productWithRelationsView,
  withoutTimestamps,
} from "./catalog-views";
import {
  type ProductRelation,
  productRelationColumns,
  productRelations,
} from "./product-relation-columns";

// The checkout page's query runs on every page view: its SQL is built and named once per
// database, so neither Drizzle nor Postgres parses it again (a named prepared statement).
function prepare(db: Db) {
  const columns = {
    product: withoutTimestamps(getTableColumns(products)),
    ...productRelationColumns(),
  };
  return {
    byProductId: db
      .select(columns)
      .from(products)
      .where(eq(products.id, sql.placeholder("productId")))
      .prepare("catalog_find_product_by_id"),
    byProductOptionId: db
      .select(columns)
      .from(productOptions)
      .innerJoin(products, eq(products.id, productOptions.product_id))
      .where(eq(productOptions.id, sql.placeholder("productOptionId")))
      .prepare("catalog_find_product_by_option_id"),
  };
}
const statementsOf = preparedPerDatabase(prepare);

/**
 * A product by its own id or by the id of one of its options, with the relations named in
 * `include`, all in one query; null when there is none.
 */
export async function findProduct(
  { db }: { db: Db },
  lookup: ({ productId: string } | { productOptionId: string }) & {
    include?: readonly ProductRelation[];
  },
): Promise<ProductWithRelationsView | null> {
  const statements = statementsOf(db);
  const include = Object.fromEntries(
    productRelations.map((relation) => [relation, lookup.include?.includes(relation) ?? false]),
  );
  const [row] =
    "productId" in lookup
      ? await statements.byProductId.execute({ ...include, productId: lookup.productId })
      : await statements.byProductOptionId.execute({
          ...include,
          productOptionId: lookup.productOptionId,
        });
  return row ? productWithRelationsView(row) : null;
}
