import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../app-error";
import type { Db } from "../../db/connect";
import { exportCatalog } from "../../domain/catalog/export-catalog";
import type { Clock } from "../../security/clock";
import { serveRoute } from "../serve-route";
import { storeCaller } from "../store-caller";

/** The creator's store as a catalog file (docs/decisions/172), for any caller who may read it. */
export const publisherCatalogRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  secret: Buffer;
}> = async (app, deps) => {
  serveRoute(app, api.exportPublisherCatalog, async (request) => {
    const { publisherId } = await storeCaller(deps, request);
    const catalog = await exportCatalog(deps, publisherId);
    if (!catalog) {
      throw new AppError(
        "CATALOG_EMPTY",
        409,
        "This store has no products yet, and a catalog file names at least one. Add a product, then export again.",
      );
    }
    return catalog;
  });
};
