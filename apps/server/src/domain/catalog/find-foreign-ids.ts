import type { CatalogFile } from "@creator-checkout/core/catalog";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../../db/connect";
import {
  coupons,
  customFields,
  customProperties,
  newsletters,
  productOptions,
  products,
} from "../../db/schema";

/**
 * Ids in the catalog that are already stored under another publisher, as `path: message`
 * lines. Ids are global (an option id is a public URL), so one publisher's import must never
 * overwrite another's rows.
 */
export async function findForeignIds({ db }: { db: Db }, catalog: CatalogFile): Promise<string[]> {
  const taken = await idsOfOtherPublishers(db, catalog);
  return idPaths(catalog)
    .filter(([id]) => taken.has(id))
    .map(([id, path]) => `${path}: id ${id} belongs to another publisher`);
}

/** Which of the catalog's ids another publisher's rows already hold. */
async function idsOfOtherPublishers(db: Db, catalog: CatalogFile): Promise<Set<string>> {
  const publisherId = catalog.publisher.id;
  const productIds = catalog.products.map((p) => p.id);
  const optionIds = catalog.products.flatMap((p) => p.options.map((o) => o.id));
  const newsletterIds = catalog.newsletters.map((n) => n.id);
  const propertyIds = catalog.properties.map((p) => p.id);
  const fieldIds = catalog.custom_fields.map((f) => f.id);

  const foreignProducts = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, productIds), ne(products.publisher_id, publisherId)));
  const foreignOptions =
    optionIds.length === 0
      ? []
      : await db
          .select({ id: productOptions.id })
          .from(productOptions)
          .innerJoin(products, eq(products.id, productOptions.product_id))
          .where(
            and(inArray(productOptions.id, optionIds), ne(products.publisher_id, publisherId)),
          );
  const foreignNewsletters =
    newsletterIds.length === 0
      ? []
      : await db
          .select({ id: newsletters.id })
          .from(newsletters)
          .where(
            and(inArray(newsletters.id, newsletterIds), ne(newsletters.publisher_id, publisherId)),
          );
  const foreignProperties =
    propertyIds.length === 0
      ? []
      : await db
          .select({ id: customProperties.id })
          .from(customProperties)
          .where(
            and(
              inArray(customProperties.id, propertyIds),
              ne(customProperties.publisher_id, publisherId),
            ),
          );
  const foreignFields =
    fieldIds.length === 0
      ? []
      : await db
          .select({ id: customFields.id })
          .from(customFields)
          .innerJoin(products, eq(products.id, customFields.product_id))
          .where(and(inArray(customFields.id, fieldIds), ne(products.publisher_id, publisherId)));

  const couponIds = catalog.coupons.map((c) => c.id);
  const foreignCoupons =
    couponIds.length === 0
      ? []
      : await db
          .select({ id: coupons.id })
          .from(coupons)
          .where(and(inArray(coupons.id, couponIds), ne(coupons.publisher_id, publisherId)));

  return new Set(
    [
      foreignProducts,
      foreignOptions,
      foreignNewsletters,
      foreignProperties,
      foreignFields,
      foreignCoupons,
    ]
      .flat()
      .map((row) => row.id),
  );
}

/** Every id in the catalog, with where it stands in the file. */
function idPaths(catalog: CatalogFile): Array<[id: string, path: string]> {
  return [
    ...catalog.products.flatMap(
      (product, i): Array<[string, string]> => [
        [product.id, `products.${i}.id`],
        ...product.options.map((option, j): [string, string] => [
          option.id,
          `products.${i}.options.${j}.id`,
        ]),
      ],
    ),
    ...catalog.newsletters.map((n, i): [string, string] => [n.id, `newsletters.${i}.id`]),
    ...catalog.properties.map((p, i): [string, string] => [p.id, `properties.${i}.id`]),
    ...catalog.custom_fields.map((f, i): [string, string] => [f.id, `custom_fields.${i}.id`]),
    ...catalog.coupons.map((c, i): [string, string] => [c.id, `coupons.${i}.id`]),
  ];
}
