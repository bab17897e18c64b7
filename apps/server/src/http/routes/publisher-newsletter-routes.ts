import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequest } from "../../app-error";
import type { Db } from "../../db/connect";
import { listStoreNewsletters, saveStoreNewsletter } from "../../domain/catalog/store-newsletters";
import type { Clock } from "../../security/clock";
import { serveRoute } from "../serve-route";
import { storeCaller } from "../store-caller";

/** The store's newsletters (docs/decisions/180): read by any caller, made and changed by writers. */
export const publisherNewsletterRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  secret: Buffer;
}> = async (app, deps) => {
  serveRoute(app, api.listPublisherNewsletters, async (request) => {
    const { publisherId } = await storeCaller(deps, request);
    return listStoreNewsletters(deps, publisherId);
  });
  serveRoute(app, api.savePublisherNewsletter, async (request) => {
    const { publisherId } = await storeCaller(deps, request);
    if (request.body.newsletter.id !== request.params.id) {
      throw badRequest("The newsletter's id must be the one its address names.");
    }
    return saveStoreNewsletter(deps, publisherId, request.body);
  });
};
