import { z } from "zod";
import { priceMoveReply, priceMoveRequest } from "../../catalog/price-move";
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
    "Products are listed by when they were made, each option in the order the page shows it. `sold_option_ids` names the options bought at least once, whose billing (recurring, interval, trial) stays as it was sold; `older_price_subscribers` counts, per option, the subscribers who renew at another price than its current one and have not been told of it.",
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

export const movePublisherOptionPrice = defineRoute({
  method: "POST",
  path: "/api/publisher/options/:id/price-move",
  summary: "Move an option's subscribers to its current price, with notice",
  description:
    "Every subscriber of the option who renews at another price than its current one (in their own currency) is e-mailed now, in their language, and pays the current price from their first renewal at least `notice_days` after today; until then nothing changes. Each such subscriber raises `subscription.price_change_scheduled`. Subscribers already told of the current price are left as they are, so sending this twice tells nobody twice. A subscriber whose currency the option no longer sells in keeps their price.",
  tag,
  caller: "publisher-key",
  request: {
    params: z.object({ id: z.uuid({ message: "There is no such option." }) }),
    body: priceMoveRequest,
  },
  responses: { 200: priceMoveReply },
  errors: [400, 401, 403, 404, 409],
});
