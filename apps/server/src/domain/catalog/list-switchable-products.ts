import { and, asc, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/connect";
import { preparedPerDatabase } from "../../db/prepared-per-database";
import { products } from "../../db/schema";
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

function prepare(db: Db) {
  const current = alias(products, "current");
  return db
    .select({ product: withoutTimestamps(getTableColumns(products)), ...productRelationColumns() })
    .from(products)
    .innerJoin(
      current,
      and(
        eq(current.id, sql.placeholder("productId")),
        eq(current.publisher_id, sql.placeholder("publisherId")),
      ),
    )
    .where(and(eq(products.publisher_id, current.publisher_id), eq(products.type, current.type)))
    .orderBy(desc(eq(products.id, current.id)), asc(products.title))
    .prepare("catalog_list_switchable_products");
}
const statementsOf = preparedPerDatabase(prepare);

/**
 * Products a buyer of `productId` may switch to: that product first, then the publisher's
 * other products of the same type, by title, each with the relations named in `include`, all
 * in one query. Empty when the product is not the publisher's.
 * See docs/decisions/003-switchable-products.md.
 */
export async function listSwitchableProducts(
  { db }: { db: Db },
  {
    publisherId,
    productId,
    include = [],
  }: { publisherId: string; productId: string; include?: readonly ProductRelation[] },
): Promise<ProductWithRelationsView[]> {
  const statement = statementsOf(db);
  const rows = await statement.execute({
    ...Object.fromEntries(
      productRelations.map((relation) => [relation, include.includes(relation)]),
    ),
    publisherId,
    productId,
  });
  return rows.map(productWithRelationsView);
}
