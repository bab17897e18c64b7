import { z } from "zod";
import { storeProductReply, storeProductSave } from "../../catalog/store-product";
import { defineRoute } from "../define-route";

// A store's products, made and changed by its team in the dashboard or by its own server
// (docs/decisions/174): each the catalog file's product, checked by the file's own schema.

const tag = "Publisher";

const productParams = z.object({ id: z.uuid({ message: "There is no such product." }) });

export const listPublisherProducts = defineRoute({
  method: "GET",
  path: "/api/publisher/products",
  summary: "Your store's products, their options and prices, each with its version",
  description:
    "Products are listed by when they were made, each option in the order the page shows it. `sold_option_ids` names the options bought at least once, whose billing (recurring, interval, trial) stays as it was sold.",
  tag,
  caller: "publisher-key",
  responses: { 200: z.object({ products: z.array(storeProductReply) }) },
  errors: [401],
});

export const savePublisherProduct = defineRoute({
  method: "PUT",
  path: "/api/publisher/products/:id",
  summary: "Make a product, or change one: its title, kind, options and prices",
  description:
    "Send the whole product as the catalog file writes it, with the `version` it was read at, or null for a new product (whose id you choose, a UUID). Options are kept in the order sent; an option left out is removed, unless it was sold or a coupon names it. A sold option's prices may change (its buyers keep what they paid and renew at what they bought); how it bills may not. If the product changed since it was read, nothing is written and the answer is 409.",
  tag,
  caller: "publisher-key",
  request: { params: productParams, body: storeProductSave },
  responses: { 200: storeProductReply },
  errors: [400, 401, 403, 404, 409],
});
