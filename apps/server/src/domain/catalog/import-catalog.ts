import type { CatalogFile } from "@creator-checkout/core/catalog";
import { normalizePromotionCode } from "@creator-checkout/core/discounts";
import { and, eq, getTableColumns, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/connect";
import {
  coupons,
  customFields,
  customProperties,
  featureFlags,
  newsletters,
  productNewsletters,
  productOptions,
  products,
  promotionCodes,
  publishers,
} from "../../db/schema";
import { findForeignIds } from "./find-foreign-ids";
import { raiseCatalogVersion } from "./raise-catalog-version";

export class CatalogConflictError extends Error {
  constructor(readonly problems: string[]) {
    super(`The catalog conflicts with what is already stored:\n${problems.join("\n")}`);
    this.name = "CatalogConflictError";
  }
}

/** `SET col = excluded.col` for every column but the key and created_at: a full upsert. */
export function overwriteFromExcluded(
  table: PgTable,
  keep: readonly string[],
): Record<string, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    Object.entries(columns)
      .filter(([name]) => !keep.includes(name))
      .map(([name, column]) => [
        name,
        name === "updated_at" ? sql`now()` : sql.raw(`excluded."${column.name}"`),
      ]),
  );
}

/**
 * Writes a validated catalog in one transaction: every row is inserted or updated by id, and
 * the publisher's feature flags and product-newsletter links are replaced by the file's. Rows
 * missing from the file are kept, since orders may refer to them. Nothing is written when an id
 * or the username already belongs to another publisher. The catalog's version is raised in the
 * same transaction, so caches of catalog reads drop what they hold once it commits.
 */
export async function importCatalog({ db }: { db: Db }, catalog: CatalogFile) {
  return db.transaction(async (tx) => {
    await refuseConflicts(tx, catalog);
    await upsertPublisherRows(tx, catalog);
    await upsertProductRows(tx, catalog);
    await replaceLinksAndFlags(tx, catalog);
    await upsertCoupons(tx, catalog);
    // Every process that caches catalog reads drops them when this commits (decisions/048).
    await raiseCatalogVersion(tx);
    return {
      publisherId: catalog.publisher.id,
      products: catalog.products.length,
      options: catalog.products.reduce((sum, p) => sum + p.options.length, 0),
      newsletters: catalog.newsletters.length,
      customFields: catalog.custom_fields.length,
    };
  });
}

export const KEEP = ["id", "created_at"];

type CatalogProduct = CatalogFile["products"][number];

/** A catalog product's row in `products`. */
export function productRow(
  publisherId: string,
  { options: _o, newsletter_ids: _n, custom_text, ...product }: CatalogProduct,
) {
  return {
    ...product,
    publisher_id: publisherId,
    custom_text_filename: custom_text?.filename ?? null,
  };
}

/** A catalog product's options as rows, each placed where the product lists it. */
export function optionRows(product: CatalogProduct) {
  return product.options.map((option, position) => ({
    ...option,
    product_id: product.id,
    position,
  }));
}

async function refuseConflicts(tx: Db, catalog: CatalogFile) {
  const problems = await findForeignIds({ db: tx }, catalog);
  const [usernameOwner] = await tx
    .select({ id: publishers.id })
    .from(publishers)
    .where(
      and(
        eq(publishers.username, catalog.publisher.username),
        ne(publishers.id, catalog.publisher.id),
      ),
    );
  if (usernameOwner) problems.unshift("publisher.username: is taken by another publisher");
  if (problems.length > 0) throw new CatalogConflictError(problems);
}

/** The publisher, its newsletters and its custom properties. */
async function upsertPublisherRows(tx: Db, catalog: CatalogFile) {
  const publisherId = catalog.publisher.id;
  await tx
    .insert(publishers)
    .values(catalog.publisher)
    .onConflictDoUpdate({ target: publishers.id, set: overwriteFromExcluded(publishers, KEEP) });
  if (catalog.newsletters.length > 0) {
    await tx
      .insert(newsletters)
      .values(catalog.newsletters.map((n) => ({ ...n, publisher_id: publisherId })))
      .onConflictDoUpdate({
        target: newsletters.id,
        set: overwriteFromExcluded(newsletters, KEEP),
      });
  }
  if (catalog.properties.length > 0) {
    await tx
      .insert(customProperties)
      .values(catalog.properties.map((p) => ({ ...p, publisher_id: publisherId })))
      .onConflictDoUpdate({
        target: customProperties.id,
        set: overwriteFromExcluded(customProperties, KEEP),
      });
  }
}

/** The products, their options in the file's order, and the custom fields. */
async function upsertProductRows(tx: Db, catalog: CatalogFile) {
  await tx
    .insert(products)
    .values(catalog.products.map((product) => productRow(catalog.publisher.id, product)))
    .onConflictDoUpdate({ target: products.id, set: overwriteFromExcluded(products, KEEP) });
  await tx
    .insert(productOptions)
    .values(catalog.products.flatMap(optionRows))
    .onConflictDoUpdate({
      target: productOptions.id,
      set: overwriteFromExcluded(productOptions, KEEP),
    });
  if (catalog.custom_fields.length > 0) {
    await tx
      .insert(customFields)
      .values(
        catalog.custom_fields.map(({ connected_property_id, order, ...field }) => ({
          ...field,
          property_id: connected_property_id,
          sort_order: order,
        })),
      )
      .onConflictDoUpdate({
        target: customFields.id,
        set: overwriteFromExcluded(customFields, KEEP),
      });
  }
}

/** The product-newsletter links and the feature flags become the file's. */
async function replaceLinksAndFlags(tx: Db, catalog: CatalogFile) {
  const publisherId = catalog.publisher.id;
  const productIds = catalog.products.map((p) => p.id);
  await tx.delete(productNewsletters).where(inArray(productNewsletters.product_id, productIds));
  const links = catalog.products.flatMap((p) =>
    p.newsletter_ids.map((newsletterId) => ({ product_id: p.id, newsletter_id: newsletterId })),
  );
  if (links.length > 0) await tx.insert(productNewsletters).values(links);
  await tx.delete(featureFlags).where(eq(featureFlags.publisher_id, publisherId));
  if (catalog.feature_flags.length > 0) {
    await tx
      .insert(featureFlags)
      .values(catalog.feature_flags.map((name) => ({ publisher_id: publisherId, name })));
  }
}

/**
 * The file's coupons and their codes (docs/decisions/092-095): a coupon is updated by id (what
 * orders already used is kept on their redemptions), and each code is added, or moved to the
 * coupon that names it and made active; codes the file leaves out are kept.
 */
async function upsertCoupons(tx: Db, catalog: CatalogFile) {
  if (catalog.coupons.length === 0) return;
  const publisherId = catalog.publisher.id;
  await tx
    .insert(coupons)
    .values(
      catalog.coupons.map((coupon) => ({
        id: coupon.id,
        publisher_id: publisherId,
        name: coupon.name || null,
        percent_off: coupon.percent_off === undefined ? null : Math.round(coupon.percent_off * 100),
        amounts_off: coupon.amounts_off ?? null,
        duration: coupon.duration,
        duration_in_months: coupon.duration_in_months ?? null,
        max_redemptions: coupon.max_redemptions ?? null,
        max_redemptions_per_customer: coupon.max_redemptions_per_customer ?? null,
        redeem_by: coupon.redeem_by ? new Date(coupon.redeem_by) : null,
        first_time_only: coupon.first_time_only,
        minimum_amounts: coupon.minimum_amounts ?? null,
        product_option_ids: coupon.product_option_ids ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: coupons.id,
      set: overwriteFromExcluded(coupons, [...KEEP, "times_redeemed"]),
    });
  const codes = catalog.coupons.flatMap((coupon) =>
    coupon.codes.map((code) => ({
      publisher_id: publisherId,
      coupon_id: coupon.id,
      code: normalizePromotionCode(code) ?? code,
    })),
  );
  if (codes.length === 0) return;
  await tx
    .insert(promotionCodes)
    .values(codes)
    .onConflictDoUpdate({
      target: [promotionCodes.publisher_id, promotionCodes.code],
      set: { coupon_id: sql`excluded.coupon_id`, active: true, updated_at: sql`now()` },
    });
}
