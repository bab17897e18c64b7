import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequest } from "../../app-error";
import type { Db } from "../../db/connect";
import { moveToCurrentPrice } from "../../domain/billing/move-to-current-price";
import { listStoreProducts, saveStoreProduct } from "../../domain/catalog/store-products";
import type { Clock } from "../../security/clock";
import { serveRoute } from "../serve-route";
import { storeCaller } from "../store-caller";

/** The store's products (docs/decisions/174): read by any caller, made and changed by writers. */
export const publisherProductRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  secret: Buffer;
  publicUrl: string;
}> = async (app, deps) => {
  serveRoute(app, api.listPublisherProducts, async (request) => {
    const { publisherId } = await storeCaller(deps, request);
    return listStoreProducts(deps, publisherId);
  });
  serveRoute(app, api.savePublisherProduct, async (request) => {
    const { publisherId } = await storeCaller(deps, request);
    if (request.body.product.id !== request.params.id) {
      throw badRequest("The product's id must be the one its address names.");
    }
    return saveStoreProduct(deps, publisherId, request.body);
  });
  serveRoute(app, api.movePublisherOptionPrice, async (request) => {
    const { publisherId } = await storeCaller(deps, request);
    return moveToCurrentPrice(deps, {
      publisherId,
      optionId: request.params.id,
      noticeDays: request.body.notice_days,
    });
  });
};
