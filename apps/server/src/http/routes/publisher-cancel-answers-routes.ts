import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/connect";
import { countCancelAnswers } from "../../domain/back-office/count-cancel-answers";
import type { Clock } from "../../security/clock";
import { serveRoute } from "../serve-route";
import { storeCaller } from "../store-caller";

/** Why a store's subscribers canceled (docs/decisions/178): read by any caller of the store. */
export const publisherCancelAnswersRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  secret: Buffer;
}> = async (app, deps) => {
  serveRoute(app, api.getPublisherCancelAnswers, async (request) => {
    const { publisherId } = await storeCaller(deps, request);
    return countCancelAnswers(deps, publisherId);
  });
};
