import type { PropertyType } from "@creator-checkout/core/catalog";
import {
  ANSWERS_NEED_ANOTHER_LOOK,
  validateCustomFields,
} from "@creator-checkout/core/custom-fields";
import { type Catalog, t, withCatalog } from "@creator-checkout/core/i18n";
import { and, eq, inArray, sql } from "drizzle-orm";
import { AppError } from "../../app-error";
import type { Db } from "../../db/connect";
import { customers, customProperties } from "../../db/schema";
import { listCustomFields } from "../catalog/list-custom-fields";

const invalidAnswers = (fields: Record<string, string>) =>
  new AppError("INVALID_CUSTOM_PROPERTIES", 400, ANSWERS_NEED_ANOTHER_LOOK, fields);

/**
 * product.md §7 "PUT {me}/properties": checks every answer against its property's type, and the
 * product's required fields when a product is named, then merges the answers into the
 * buyer's record at this publisher. Any problem refuses the whole request; nothing is saved.
 * Values are stored as data; nothing renders them as markup. Each field's problem is written in
 * `words`, the language of the page that sent the answers.
 */
export async function saveCustomProperties(
  { db, words }: { db: Db; words: Catalog },
  input: {
    publisherId: string;
    userId: string;
    productId?: string | undefined;
    values: Record<string, unknown>;
  },
) {
  const ids = Object.keys(input.values);
  const properties =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(customProperties)
          .where(
            and(
              inArray(customProperties.id, ids),
              eq(customProperties.publisher_id, input.publisherId),
            ),
          );
  const productFields = input.productId
    ? ((await listCustomFields({ db }, { productIds: [input.productId] })).get(input.productId) ??
      [])
    : [];
  const rules = [
    ...properties.map((property) => ({
      required: false,
      connected_property: {
        id: property.id,
        type: property.type as PropertyType,
        options: property.options,
      },
    })),
    ...productFields.map((field) => ({
      required: field.required,
      connected_property: {
        id: field.connected_property.id,
        type: field.connected_property.type as PropertyType,
        options: field.connected_property.options,
      },
    })),
  ];
  const problems = withCatalog(words, () => {
    const notAsked = ids.filter((id) => !properties.some((property) => property.id === id));
    return {
      ...Object.fromEntries(notAsked.map((id) => [id, t("customFields.problem.notAsked")])),
      ...validateCustomFields(rules, input.values),
    };
  });
  if (Object.keys(problems).length > 0) throw invalidAnswers(problems);
  const [updated] = await db
    .update(customers)
    .set({
      custom_properties: sql`${customers.custom_properties} || ${JSON.stringify(input.values)}::jsonb`,
      updated_at: sql`now()`,
    })
    .where(and(eq(customers.publisher_id, input.publisherId), eq(customers.user_id, input.userId)))
    .returning({ custom_properties: customers.custom_properties });
  return updated?.custom_properties ?? {};
}
