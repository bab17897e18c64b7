import { z } from "zod";
import { type ProductOption, productSchema } from "./entities";

// A product as a store's team makes and changes it in the dashboard (docs/decisions/174): the
// catalog file's product, checked by the file's own schema, with the version it was read at.

/** More than any store sells in one product, and few enough to read on one page. */
export const MAX_OPTIONS_PER_PRODUCT = 50;

export const storeProductFields = productSchema
  .extend({
    options: productSchema.shape.options.max(MAX_OPTIONS_PER_PRODUCT, {
      message: `may have at most ${MAX_OPTIONS_PER_PRODUCT} options`,
    }),
  })
  .superRefine((product, ctx) => {
    const seen = new Set<string>();
    product.options.forEach((option, index) => {
      if (seen.has(option.id)) {
        ctx.addIssue({
          code: "custom",
          path: ["options", index, "id"],
          message: "repeats the id of an option before it",
        });
      }
      seen.add(option.id);
    });
  });

/** What a save sends: the whole product, and the version it was read at (null: a new product). */
export const storeProductSave = z.strictObject({
  version: z.string().min(1).max(64).nullable(),
  product: storeProductFields,
});
export type StoreProductSave = z.infer<typeof storeProductSave>;

/** A product of the store with what its form needs to know of it. */
export const storeProductReply = z.object({
  product: storeProductFields,
  /** What a change names to show it was made to this product and not to one changed since. */
  version: z.string(),
  /** Options bought at least once: how they bill stays as their buyers bought it. */
  sold_option_ids: z.array(z.uuid()),
  /** Options a coupon names, which stay while it does. */
  coupon_option_ids: z.array(z.uuid()),
  /**
   * Per option, its subscribers who renew at another price than its current one and were not
   * told of it: those a price move would reach (docs/decisions/181). Options with none are left out.
   */
  older_price_subscribers: z.record(z.string(), z.int()),
});
export type StoreProduct = z.infer<typeof storeProductReply>;

/**
 * How an option bills: what an order of it turns into when it is paid (a subscription's cycle
 * and trial), so it stays as it was once the option is bought. Its prices may change, since
 * every order and subscription keeps the amounts it was sold at.
 */
export const billingTerms = [
  "recurring",
  "interval",
  "interval_quantity",
  "trial_interval",
  "trial_quantity",
] as const satisfies ReadonlyArray<keyof ProductOption>;

export function billingChanged(stored: ProductOption, edited: ProductOption): boolean {
  return billingTerms.some((term) => stored[term] !== edited[term]);
}
