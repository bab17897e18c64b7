import { claimedBuyerResponse } from "@creator-checkout/core/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest } from "../../app-error";
import type { Db } from "../../db/connect";
import { exchangeClaimForBuyer } from "../../domain/auth/exchange-claim-for-buyer";
import type { Clock } from "../../security/clock";
import { publisherFromKey } from "../publisher-key";

const CLAIM_NOT_PROVIDED = "claim not provided";

/**
 * Calls a creator's own server makes with its publisher key (docs/decisions/038): the outbound
 * claim the buyer's browser brought back from the checkout, exchanged once for who they are.
 */
export const publisherClaimRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  secret: Buffer;
}> = async (app, deps) => {
  app.post(
    "/publisher/claims/exchange",
    {
      schema: {
        // product.md §5 "Claim exchange: claim required".
        body: z.object({ claim: z.string().max(128).optional() }, { error: CLAIM_NOT_PROVIDED }),
        response: { 200: claimedBuyerResponse },
      },
    },
    async (request) => {
      const publisher = await publisherFromKey(deps, request);
      const claim = request.body.claim?.trim();
      if (!claim) throw badRequest(CLAIM_NOT_PROVIDED);
      return exchangeClaimForBuyer(deps, { publisherId: publisher.publisherId, claim });
    },
  );
};
