import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/connect";
import { changeStoreProfile, readStoreProfile } from "../../domain/catalog/store-profile";
import type { Clock } from "../../security/clock";
import { serveRoute } from "../serve-route";
import { storeCaller } from "../store-caller";

/** The store's profile (docs/decisions/173): read by any caller, changed by one who may write. */
export const publisherProfileRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  secret: Buffer;
}> = async (app, deps) => {
  serveRoute(app, api.getPublisherProfile, async (request) => {
    const { publisherId } = await storeCaller(deps, request);
    return readStoreProfile(deps, publisherId);
  });
  serveRoute(app, api.patchPublisherProfile, async (request) => {
    const { publisherId } = await storeCaller(deps, request);
    return changeStoreProfile(deps, publisherId, request.body);
  });
};
