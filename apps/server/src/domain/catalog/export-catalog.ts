import { type CatalogFile, catalogFileSchema } from "@creator-checkout/core/catalog";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/connect";
import {
  coupons,
  customFields,
  customProperties,
  featureFlags,
  newsletters,
  promotionCodes,
  publishers,
} from "../../db/schema";
import { couponTerms } from "../discounts/coupon-view";
import { withoutTimestamps } from "./catalog-views";
import { readStoreProducts } from "./read-store-products";

/**
 * The store as a catalog file: what `importCatalog` writes, read back, so that an export
 * imported into an empty database makes the same store. Null for a store with no products,
 * which a catalog file cannot describe. Every read is of this publisher's rows alone, in one
 * repeatable-read transaction, so an import or an edit meanwhile is seen whole or not at all.
 */
export async function exportCatalog(
  { db }: { db: Db },
  publisherId: string,
): Promise<CatalogFile | null> {
  return db.transaction(
    async (tx) => {
      const [publisher] = await tx.select().from(publishers).where(eq(publishers.id, publisherId));
      const storeProducts = await readStoreProducts(tx, publisherId);
      if (!publisher || storeProducts.length === 0) return null;
      const fields = await tx
        .select()
        .from(customFields)
        .where(
          inArray(
            customFields.product_id,
            storeProducts.map((product) => product.id),
          ),
        )
        .orderBy(asc(customFields.sort_order), asc(customFields.id));
      const { created_at: _c, updated_at: _u, ...publisherFields } = publisher;
      return catalogFileSchema.parse({
        publisher: publisherFields,
        feature_flags: await flagNames(tx, publisherId),
        newsletters: await publisherNewsletters(tx, publisherId),
        properties: await publisherProperties(tx, publisherId),
        products: storeProducts,
        custom_fields: fields.map(({ property_id, sort_order, ...field }) => ({
          ...withoutTimestamps(field),
          connected_property_id: property_id,
          order: sort_order,
        })),
        coupons: await publisherCoupons(tx, publisherId),
      });
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

async function flagNames(tx: Db, publisherId: string) {
  const rows = await tx
    .select({ name: featureFlags.name })
    .from(featureFlags)
    .where(eq(featureFlags.publisher_id, publisherId))
    .orderBy(asc(featureFlags.name));
  return rows.map((row) => row.name);
}

async function publisherNewsletters(tx: Db, publisherId: string) {
  const rows = await tx
    .select()
    .from(newsletters)
    .where(eq(newsletters.publisher_id, publisherId))
    .orderBy(asc(newsletters.newsletter_order), asc(newsletters.id));
  return rows.map(({ publisher_id: _p, ...row }) => withoutTimestamps(row));
}

async function publisherProperties(tx: Db, publisherId: string) {
  const rows = await tx
    .select()
    .from(customProperties)
    .where(eq(customProperties.publisher_id, publisherId))
    .orderBy(asc(customProperties.created_at), asc(customProperties.id));
  return rows.map(({ publisher_id: _p, ...row }) => withoutTimestamps(row));
}

/** The coupons, made in the dashboard or imported, each with its active codes. */
async function publisherCoupons(tx: Db, publisherId: string) {
  // One after the other: a transaction's statements share its one connection.
  const rows = await tx
    .select()
    .from(coupons)
    .where(eq(coupons.publisher_id, publisherId))
    .orderBy(asc(coupons.created_at), asc(coupons.id));
  const codes = await tx
    .select({ couponId: promotionCodes.coupon_id, code: promotionCodes.code })
    .from(promotionCodes)
    .where(and(eq(promotionCodes.publisher_id, publisherId), eq(promotionCodes.active, true)))
    .orderBy(asc(promotionCodes.created_at), asc(promotionCodes.code));
  return rows.map((coupon) => ({
    ...couponFields(coupon),
    codes: codes.filter((code) => code.couponId === coupon.id).map((code) => code.code),
  }));
}

/** A stored coupon in the file's words, which have no nulls: a term not set is left out. */
function couponFields(coupon: typeof coupons.$inferSelect) {
  return Object.fromEntries(
    Object.entries(couponTerms(coupon)).filter(([, value]) => value !== null),
  );
}
