import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/connect";
import { findPublisherId } from "../../domain/back-office/find-publisher-id";
import { createWebhookEndpoint } from "../../domain/webhooks/create-webhook-endpoint";
import { deleteWebhookEndpoint } from "../../domain/webhooks/delete-webhook-endpoint";
import { publisherOfWebhookEndpoint } from "../../domain/webhooks/find-own-webhook-endpoint";
import { listWebhookEndpoints } from "../../domain/webhooks/list-webhook-endpoints";
import type { WebhookPolicy } from "../../domain/webhooks/webhook-policy";
import { requireOperatorToken } from "../operator-token";
import { serveRoute } from "../serve-route";

/**
 * `npm run publisher -- webhook add | list | remove` on a server that holds the embedded
 * database, which no second process may open (docs/decisions/043, 079). Only the bearer of the
 * server's operator token gets in.
 */
export const operatorWebhookRoutes: FastifyPluginAsyncZod<{
  db: Db;
  policy: WebhookPolicy;
  operatorToken: string;
}> = async (app, { db, policy, operatorToken }) => {
  app.addHook("onRequest", requireOperatorToken(operatorToken));

  serveRoute(app, api.createWebhookEndpointForOperator, async (request) => {
    const publisherId = await findPublisherId({ db }, request.params.username);
    return createWebhookEndpoint({ db, policy }, { publisherId, ...request.body });
  });
  serveRoute(app, api.listWebhookEndpointsForOperator, async (request) =>
    listWebhookEndpoints(
      { db },
      { publisherId: await findPublisherId({ db }, request.params.username) },
    ),
  );
  serveRoute(app, api.deleteWebhookEndpointForOperator, async (request) => {
    const endpointId = request.params.id;
    const publisherId = await publisherOfWebhookEndpoint(db, endpointId);
    await deleteWebhookEndpoint({ db }, { publisherId, endpointId });
    return { removed: endpointId };
  });
};
