import { z } from "zod";
import { couponObject, couponPromotionCode, couponRules } from "./coupon-schema";
import {
  connectedPropertySchema,
  customFieldSchema,
  newsletterSchema,
  productSchema,
  publisherSchema,
} from "./entities";

/** A coupon in the catalog file, with its codes (docs/decisions/092-095). */
const catalogCouponSchema = couponRules(
  couponObject.omit({ code: true }).extend({
    id: z.uuid({ message: "must be a UUID" }),
    codes: z.array(couponPromotionCode).default([]),
  }),
);

/** A publisher's whole catalog, as one JSON file (`npm run catalog -- import FILE`). */
export const catalogFileSchema = z
  .object({
    publisher: publisherSchema,
    feature_flags: z
      .array(z.string().regex(/^[a-z0-9_]+$/, "must be a lowercase flag name"))
      .default([]),
    newsletters: z.array(newsletterSchema).default([]),
    properties: z.array(connectedPropertySchema).default([]),
    products: z.array(productSchema).min(1),
    custom_fields: z.array(customFieldSchema).default([]),
    coupons: z.array(catalogCouponSchema).default([]),
  })
  .superRefine((catalog, ctx) => {
    const newsletterIds = new Set(catalog.newsletters.map((n) => n.id));
    const propertyIds = new Set(catalog.properties.map((p) => p.id));
    const productIds = new Set(catalog.products.map((p) => p.id));
    catalog.products.forEach((product, productIndex) => {
      product.newsletter_ids.forEach((newsletterId, i) => {
        if (!newsletterIds.has(newsletterId)) {
          ctx.addIssue({
            code: "custom",
            path: ["products", productIndex, "newsletter_ids", i],
            message: "names a newsletter that is not in this catalog",
          });
        }
      });
    });
    catalog.custom_fields.forEach((field, i) => {
      if (!productIds.has(field.product_id)) {
        ctx.addIssue({
          code: "custom",
          path: ["custom_fields", i, "product_id"],
          message: "names a product that is not in this catalog",
        });
      }
      if (!propertyIds.has(field.connected_property_id)) {
        ctx.addIssue({
          code: "custom",
          path: ["custom_fields", i, "connected_property_id"],
          message: "names a property that is not in this catalog",
        });
      }
    });
    const optionIds = new Set(catalog.products.flatMap((p) => p.options.map((o) => o.id)));
    catalog.coupons.forEach((coupon, couponIndex) => {
      coupon.product_option_ids?.forEach((optionId, i) => {
        if (!optionIds.has(optionId)) {
          ctx.addIssue({
            code: "custom",
            path: ["coupons", couponIndex, "product_option_ids", i],
            message: "names an option that is not in this catalog",
          });
        }
      });
    });
    const seen = new Map<string, string>();
    const everyId: Array<[string, (string | number)[]]> = [
      ...catalog.newsletters.map((n, i): [string, (string | number)[]] => [
        n.id,
        ["newsletters", i, "id"],
      ]),
      ...catalog.properties.map((p, i): [string, (string | number)[]] => [
        p.id,
        ["properties", i, "id"],
      ]),
      ...catalog.products.flatMap(
        (p, i): Array<[string, (string | number)[]]> => [
          [p.id, ["products", i, "id"]],
          ...p.options.map((o, j): [string, (string | number)[]] => [
            o.id,
            ["products", i, "options", j, "id"],
          ]),
        ],
      ),
      ...catalog.custom_fields.map((f, i): [string, (string | number)[]] => [
        f.id,
        ["custom_fields", i, "id"],
      ]),
      ...catalog.coupons.map((c, i): [string, (string | number)[]] => [c.id, ["coupons", i, "id"]]),
    ];
    for (const [entityId, path] of everyId) {
      const first = seen.get(entityId);
      if (first) {
        ctx.addIssue({ code: "custom", path, message: `repeats the id already used at ${first}` });
      } else {
        seen.set(entityId, path.join("."));
      }
    }
  });
export type CatalogFile = z.infer<typeof catalogFileSchema>;
export type CatalogFileInput = z.input<typeof catalogFileSchema>;

/** One line per problem, each named by its JSON path, e.g. `products.0.options.1.price: ...`. */
export function describeCatalogIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.length > 0 ? issue.path.join(".") : "(root)";
    return `${path}: ${issue.message}`;
  });
}
