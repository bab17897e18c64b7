import { featureFlagsResponse } from "@creator-checkout/core/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../app-error";
import type { Db } from "../../db/connect";
import { listFeatureFlags } from "../../domain/catalog/list-feature-flags";
import { listPublishers } from "../../domain/catalog/list-publishers";
import { publisherHeaders } from "../publisher-header";

/** `POST /feature_flags`: the publisher's flags, as a list of lowercase names (product.md §7). */
export const featureFlagRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    "/feature_flags",
    { schema: { headers: publisherHeaders, response: { 200: featureFlagsResponse } } },
    async (request) => {
      const publisherId = request.headers.publisherid;
      const known = await listPublishers({ db }, { publisherIds: [publisherId] });
      if (!known.has(publisherId)) throw notFound("No creator has this id.");
      return listFeatureFlags({ db }, { publisherId });
    },
  );
};
