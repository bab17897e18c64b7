import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SocialProviders } from "../../adapters/social-login/social-provider";
import { notFound } from "../../app-error";
import type { Db } from "../../db/connect";
import { offeredSignInMethods } from "../../domain/auth/social/offered-sign-in-methods";
import { findPublisherId } from "../../domain/back-office/find-publisher-id";
import { type CatalogCache, catalogKey } from "../../domain/catalog/catalog-cache";
import { listPublishers } from "../../domain/catalog/list-publishers";
import { serveRoute } from "../serve-route";

/**
 * `GET /client/query/:creatorId`: the creator's public profile (product.md §7). Its sign-in
 * methods leave out a social provider the operator has not configured (docs/decisions/035).
 * `GET /client/creators/:username` answers the same for the dashboard's sign-in (167).
 */
export const clientRoutes: FastifyPluginAsyncZod<{
  db: Db;
  catalogCache: CatalogCache;
  socialProviders: SocialProviders;
}> = async (app, { db, catalogCache, socialProviders }) => {
  async function profileOf(creatorId: string) {
    const publisher = await catalogCache.read(
      catalogKey("publisher", creatorId),
      async () =>
        (await listPublishers({ db }, { publisherIds: [creatorId] })).get(creatorId) ?? null,
    );
    if (!publisher) throw notFound("No creator has this id.");
    return {
      ...publisher,
      authentication_methods: offeredSignInMethods(
        publisher.authentication_methods,
        socialProviders,
      ),
    };
  }

  serveRoute(app, api.getCreatorProfile, async (request) => profileOf(request.params.creatorId));

  serveRoute(app, api.getCreatorProfileByUsername, async (request) =>
    profileOf(await findPublisherId({ db }, request.params.username)),
  );
};
