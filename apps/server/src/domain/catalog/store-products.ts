import { createHash } from "node:crypto";
import {
  billingChanged,
  type ProductOption,
  type StoreProduct,
  type StoreProductSave,
  storeProductFields,
} from "@creator-checkout/core/catalog";
import { and, arrayOverlaps, eq, inArray, ne } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import type { Db } from "../../db/connect";
import {
  coupons,
  newsletters,
  orders,
  productOptions,
  products,
  subscriptions,
} from "../../db/schema";
import type { Clock } from "../../security/clock";
import { countOlderPrices } from "../billing/move-to-current-price";
import { productErrors } from "./product-errors";
import { readStoreProducts, type StoredCatalogProduct } from "./read-store-products";
import { writeStoreProduct } from "./write-store-product";

interface OptionUse {
  sold: ReadonlySet<string>;
  inCoupons: ReadonlySet<string>;
  olderPrices: Readonly<Record<string, number>>;
}

const versionOf = (product: StoredCatalogProduct) =>
  createHash("sha256").update(JSON.stringify(product)).digest("base64url").slice(0, 22);

function replyOf(product: StoredCatalogProduct, use: OptionUse): StoreProduct {
  const ids = product.options.map((option) => option.id);
  return {
    product: storeProductFields.parse(product),
    version: versionOf(product),
    sold_option_ids: ids.filter((id) => use.sold.has(id)),
    coupon_option_ids: ids.filter((id) => use.inCoupons.has(id)),
    older_price_subscribers: Object.fromEntries(
      ids.flatMap((id) => (use.olderPrices[id] ? [[id, use.olderPrices[id]]] : [])),
    ),
  };
}

/** The store's products, each with its version and which of its options were sold. */
export async function listStoreProducts({ db }: { db: Db }, publisherId: string) {
  return db.transaction(
    async (tx) => {
      const stored = await readStoreProducts(tx, publisherId);
      const use = await optionUse(tx, publisherId, stored.flatMap(optionsOf));
      return { products: stored.map((product) => replyOf(product, use)) };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

const optionIds = (product: { options: Array<{ id: string }> }) => product.options.map((o) => o.id);
const optionsOf = (product: StoredCatalogProduct) => product.options;

/**
 * Which of these options were bought (an order or a subscription, queued switches included, names
 * them) and which a coupon of the store names.
 */
async function optionUse(
  tx: Db,
  publisherId: string,
  options: StoredCatalogProduct["options"],
): Promise<OptionUse> {
  const ids = options.map((option) => option.id);
  if (ids.length === 0) return { sold: new Set(), inCoupons: new Set(), olderPrices: {} };
  // One after the other: a transaction's statements share its one connection.
  const sold = await union(
    tx
      .selectDistinct({ id: subscriptions.next_product_option_id })
      .from(subscriptions)
      .where(inArray(subscriptions.next_product_option_id, ids)),
    tx
      .selectDistinct({ id: subscriptions.product_option_id })
      .from(subscriptions)
      .where(inArray(subscriptions.product_option_id, ids)),
    tx
      .selectDistinct({ id: orders.product_option_id })
      .from(orders)
      .where(inArray(orders.product_option_id, ids)),
  );
  const named = await tx
    .select({ ids: coupons.product_option_ids })
    .from(coupons)
    .where(
      and(eq(coupons.publisher_id, publisherId), arrayOverlaps(coupons.product_option_ids, ids)),
    );
  return {
    sold: new Set(sold.flatMap((row) => (row.id ? [row.id] : []))),
    inCoupons: new Set(named.flatMap((row) => row.ids ?? []).filter((id) => ids.includes(id))),
    olderPrices: await countOlderPrices(tx, options),
  };
}

/**
 * Makes the product, or changes it if it is still as the caller read it (its version), in one
 * transaction under the lock of the product and its options: of two changes made from one
 * reading one is written, and no order of an option is placed while this one decides. A sold
 * option keeps how it bills and stays in the product; a product that sold keeps its kind.
 */
export async function saveStoreProduct(
  { db, clock }: { db: Db; clock: Clock },
  publisherId: string,
  { version, product }: StoreProductSave,
): Promise<StoreProduct> {
  return db.transaction(async (tx) => {
    const [stored] = await readStoreProducts(tx, publisherId, {
      productId: product.id,
      forUpdate: true,
    });
    if (!stored && version !== null) throw productErrors.gone();
    if (stored && versionOf(stored) !== version) throw productErrors.changed();
    await refuseForeignIds(tx, product, !stored);
    await refuseUnknownNewsletters(tx, publisherId, product.newsletter_ids);
    if (stored) {
      const use = await optionUse(tx, publisherId, stored.options);
      refuseSaleChanges(stored, product, use);
    }
    const removed = stored
      ? optionIds(stored).filter((id) => !optionIds(product).includes(id))
      : [];
    await writeStoreProduct(tx, publisherId, {
      product,
      isNew: !stored,
      removed,
      now: clock.now(),
    });
    const [saved] = await readStoreProducts(tx, publisherId, { productId: product.id });
    if (!saved) throw productErrors.gone();
    return replyOf(saved, await optionUse(tx, publisherId, saved.options));
  });
}

/**
 * Ids are global (an option's id is in page addresses): a new product's id held by another
 * store, or an option id held by another product, is never taken over.
 */
async function refuseForeignIds(tx: Db, product: StoreProductSave["product"], isNew: boolean) {
  const [foreignOption] = await tx
    .select({ id: productOptions.id })
    .from(productOptions)
    .where(
      and(
        inArray(productOptions.id, optionIds(product)),
        ne(productOptions.product_id, product.id),
      ),
    )
    .limit(1);
  const [foreignProduct] = isNew
    ? await tx.select({ id: products.id }).from(products).where(eq(products.id, product.id))
    : [];
  if (foreignOption || foreignProduct) throw productErrors.idTaken();
}

async function refuseUnknownNewsletters(tx: Db, publisherId: string, ids: string[]) {
  if (ids.length === 0) return;
  const known = await tx
    .select({ id: newsletters.id })
    .from(newsletters)
    .where(and(eq(newsletters.publisher_id, publisherId), inArray(newsletters.id, ids)));
  if (known.length !== new Set(ids).size) throw productErrors.unknownNewsletter();
}

/** What a sale fixed: a sold option's billing and place, a coupon's options, a sold product's kind. */
function refuseSaleChanges(
  stored: StoredCatalogProduct,
  edited: StoreProductSave["product"],
  use: OptionUse,
) {
  const sold = stored.options.filter((option) => use.sold.has(option.id));
  if (sold.length > 0 && stored.type !== edited.type) throw productErrors.kindSold();
  for (const option of stored.options) {
    const kept = edited.options.find((o) => o.id === option.id);
    if (!kept && use.sold.has(option.id)) throw productErrors.soldRemoved(option.title);
    if (!kept && use.inCoupons.has(option.id)) throw productErrors.couponRemoved(option.title);
    if (kept && use.sold.has(option.id) && billingChanged(option as ProductOption, kept)) {
      throw productErrors.billingSold(option.title);
    }
  }
}
