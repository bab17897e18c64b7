import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { customFields, customProperties } from "../../db/schema";
import { type CustomFieldView, customFieldView } from "./catalog-views";
import { groupBy } from "./group-by";

/** Custom fields of each product with their connected property, sorted by order (product.md §9). */
export async function listCustomFields(
  { db }: { db: Db },
  { productIds }: { productIds: readonly string[] },
): Promise<Map<string, CustomFieldView[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ field: customFields, property: customProperties })
    .from(customFields)
    .innerJoin(customProperties, eq(customProperties.id, customFields.property_id))
    .where(inArray(customFields.product_id, [...productIds]))
    .orderBy(asc(customFields.sort_order), asc(customFields.label));
  const groups = groupBy(productIds, rows, (row) => row.field.product_id);
  return new Map(
    [...groups].map(([id, fields]) => [
      id,
      fields.map((row) => customFieldView(row.field, row.property)),
    ]),
  );
}
