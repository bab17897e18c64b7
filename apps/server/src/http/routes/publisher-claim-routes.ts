import * as api from "@creator-checkout/core/api-routes";
import { CLAIM_NOT_PROVIDED } from "@creator-checkout/core/sign-in";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequest } from "../../app-error";
import type { Db } from "../../db/connect";
import { exchangeClaimForBuyer } from "../../domain/auth/exchange-claim-for-buyer";
import type { Clock } from "../../security/clock";
import { publisherFromKey } from "../publisher-key";
import { serveRoute } from "../serve-route";

/**
 * Calls a creator's own server makes with its publisher key (docs/decisions/038): the outbound
 * claim the buyer's browser brought back from the checkout, exchanged once for who they are.
 */
export const publisherClaimRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  secret: Buffer;
}> = async (app, deps) => {
  serveRoute(app, api.exchangePublisherClaim, async (request) => {
    const publisher = await publisherFromKey(deps, request);
    const claim = request.body.claim?.trim();
    if (!claim) throw badRequest(CLAIM_NOT_PROVIDED);
    return exchangeClaimForBuyer(deps, { publisherId: publisher.publisherId, claim });
  });
};
