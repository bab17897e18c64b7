import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/connect";
import { createWebhookEndpoint } from "../../domain/webhooks/create-webhook-endpoint";
import { deleteWebhookEndpoint } from "../../domain/webhooks/delete-webhook-endpoint";
import { listWebhookDeliveries } from "../../domain/webhooks/list-webhook-deliveries";
import { listWebhookEndpoints } from "../../domain/webhooks/list-webhook-endpoints";
import { queueTestWebhook } from "../../domain/webhooks/queue-test-webhook";
import { replayFailedWebhooks } from "../../domain/webhooks/replay-failed-webhooks";
import { replayWebhookDelivery } from "../../domain/webhooks/replay-webhook-delivery";
import { rotateWebhookSecret } from "../../domain/webhooks/rotate-webhook-secret";
import { updateWebhookEndpoint } from "../../domain/webhooks/update-webhook-endpoint";
import type { WebhookPolicy } from "../../domain/webhooks/webhook-policy";
import type { Clock } from "../../security/clock";
import { serveRoute } from "../serve-route";
import { storeCaller } from "../store-caller";

/**
 * The creator's webhook endpoints (docs/decisions/079-081), for the bearer of one of its
 * publisher keys (docs/decisions/043): the key is checked before anything is read, and each
 * endpoint is looked up within the key's publisher.
 */
export const publisherWebhookRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  secret: Buffer;
  policy: WebhookPolicy;
}> = async (app, deps) => {
  const publisherOf = async (request: Parameters<typeof storeCaller>[1]) =>
    (await storeCaller(deps, request)).publisherId;

  serveRoute(app, api.createWebhookEndpoint, async (request, reply) => {
    const publisherId = await publisherOf(request);
    const created = await createWebhookEndpoint(deps, { publisherId, ...request.body });
    return reply.status(201).send(created);
  });
  serveRoute(app, api.listWebhookEndpoints, async (request) =>
    listWebhookEndpoints(deps, { publisherId: await publisherOf(request) }),
  );
  serveRoute(app, api.updateWebhookEndpoint, async (request) => {
    const publisherId = await publisherOf(request);
    return updateWebhookEndpoint(deps, {
      publisherId,
      endpointId: request.params.id,
      ...request.body,
    });
  });
  serveRoute(app, api.deleteWebhookEndpoint, async (request, reply) => {
    const publisherId = await publisherOf(request);
    await deleteWebhookEndpoint(deps, { publisherId, endpointId: request.params.id });
    return reply.status(204).send(null);
  });
  serveRoute(app, api.testWebhookEndpoint, async (request, reply) => {
    const publisherId = await publisherOf(request);
    const queued = await queueTestWebhook(deps, { publisherId, endpointId: request.params.id });
    return reply.status(202).send(queued);
  });
  serveRoute(app, api.rotateWebhookSecret, async (request) => {
    const publisherId = await publisherOf(request);
    return rotateWebhookSecret(deps, { publisherId, endpointId: request.params.id });
  });
  serveRoute(app, api.listWebhookDeliveries, async (request) => {
    const publisherId = await publisherOf(request);
    return listWebhookDeliveries(deps, { publisherId, endpointId: request.params.id });
  });
  serveRoute(app, api.replayWebhookDelivery, async (request, reply) => {
    const publisherId = await publisherOf(request);
    const { id: endpointId, deliveryId } = request.params;
    const replayed = await replayWebhookDelivery(deps, { publisherId, endpointId, deliveryId });
    return reply.status(202).send(replayed);
  });
  serveRoute(app, api.replayFailedWebhooks, async (request, reply) => {
    const publisherId = await publisherOf(request);
    const since = new Date(request.body.since);
    const replayed = await replayFailedWebhooks(deps, {
      publisherId,
      endpointId: request.params.id,
      since,
    });
    return reply.status(202).send(replayed);
  });
};
