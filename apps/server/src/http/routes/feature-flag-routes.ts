import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../app-error";
import type { Db } from "../../db/connect";
import { type CatalogCache, catalogKey } from "../../domain/catalog/catalog-cache";
import { listFeatureFlags } from "../../domain/catalog/list-feature-flags";
import { listPublishers } from "../../domain/catalog/list-publishers";
import { serveRoute } from "../serve-route";

/** `POST /feature_flags`: the publisher's flags, as a list of lowercase names (product.md §7). */
export const featureFlagRoutes: FastifyPluginAsyncZod<{
  db: Db;
  catalogCache: CatalogCache;
}> = async (app, { db, catalogCache }) => {
  serveRoute(app, api.getFeatureFlags, async (request) => {
    const publisherId = request.headers.publisherid;
    const flags = await catalogCache.read(catalogKey("featureFlags", publisherId), async () => {
      const known = await listPublishers({ db }, { publisherIds: [publisherId] });
      return known.has(publisherId) ? listFeatureFlags({ db }, { publisherId }) : null;
    });
    if (!flags) throw notFound("No creator has this id.");
    return flags;
  });
};
