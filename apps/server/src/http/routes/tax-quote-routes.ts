import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { previewPrice } from "../../domain/purchases/preview-price";
import { quotePurchaseTax } from "../../domain/purchases/quote-purchase-tax";
import type { PaymentContext } from "../payment-context";
import { serveRoute } from "../serve-route";

/**
 * What an option costs with its tax, before the buyer signs in or pays (docs/decisions/127):
 * the page's summary lines, computed by the purchase's own rules, with nothing written; and the
 * same for a creator's pricing page, in the currency a country's buyer would pay in.
 */
export const taxQuoteRoutes: FastifyPluginAsyncZod<PaymentContext> = async (app, deps) => {
  serveRoute(app, api.quotePurchaseTax, async (request) =>
    quotePurchaseTax(deps, {
      publisherId: request.headers.publisherid,
      productOptionId: request.params.productOptionId,
      customPrice: request.body.custom_price ?? null,
      country: request.body.country,
      vatNumber: request.body.vat_number,
      promotionCode: request.body.promotion_code,
      currency: request.body.currency,
      ip: request.ip,
    }),
  );
  serveRoute(app, api.previewPrice, async (request) =>
    previewPrice(deps, {
      productOptionId: request.params.productOptionId,
      country: request.query.country,
      currency: request.query.currency,
      customPrice: request.query.custom_price ?? null,
      ip: request.ip,
    }),
  );
};
