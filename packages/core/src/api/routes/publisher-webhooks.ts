import { z } from "zod";
import {
  WEBHOOK_REPLAY_LIMIT,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_URL_MAX_LENGTH,
  webhookEventTypes,
} from "../../webhooks";
import { defineRoute, noContent } from "../define-route";

// The creator's webhook endpoints (docs/decisions/079-081), for the bearer of one of its
// publisher keys (docs/decisions/043). Another publisher's endpoint answers 404.

const tag = "Webhooks";

const endpointUrl = z
  .string({ error: "Give the url that receives the webhooks." })
  .trim()
  .min(1, "Give the url that receives the webhooks.")
  .max(WEBHOOK_URL_MAX_LENGTH, `The url may be at most ${WEBHOOK_URL_MAX_LENGTH} characters.`);

const eventList = z
  .array(
    z.enum(webhookEventTypes, {
      error: `Each event must be one of ${webhookEventTypes.join(", ")}.`,
    }),
  )
  .min(1, "Name at least one event, or leave events out for all of them.")
  .max(webhookEventTypes.length, "Name each event once.");

const endpointParams = z.object({
  id: z.uuid({ message: "There is no such webhook endpoint." }),
});

const webhookEndpoint = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  disabled: z.boolean(),
  /** Why it was disabled: by the creator, a 410 Gone, or five days of failures. */
  disabled_reason: z.string().nullable(),
  created_at: z.string(),
});

const signingSecret = z
  .string()
  .describe("The whsec_ signing secret, shown only in this answer: keep it on your server.");

const delivery = z.object({
  id: z.uuid(),
  event_id: z.uuid(),
  event_type: z.string(),
  state: z.enum(["pending", "delivered", "failed"]),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  log: z.array(
    z.object({
      attempt: z.number().int(),
      status: z.number().int().nullable(),
      latency_ms: z.number().int(),
      response_body: z.string().nullable(),
      error: z.string().nullable(),
      at: z.string(),
    }),
  ),
});

export const createWebhookEndpoint = defineRoute({
  method: "POST",
  path: "/api/publisher/webhooks",
  summary: "Add an endpoint that receives the events you choose",
  description: `The answer holds the endpoint's signing secret once. Events are signed by Standard Webhooks v1 (webhook-id, webhook-timestamp, webhook-signature). Leave events out to receive all of them: ${webhookEventTypes.join(", ")}.`,
  tag,
  caller: "publisher-key",
  request: {
    body: z.object(
      { url: endpointUrl, events: eventList.optional() },
      { error: "Send { url, events? } as JSON." },
    ),
  },
  responses: { 201: webhookEndpoint.extend({ secret: signingSecret }) },
  errors: [401],
});

export const listWebhookEndpoints = defineRoute({
  method: "GET",
  path: "/api/publisher/webhooks",
  summary: "Your webhook endpoints, without their secrets",
  tag,
  caller: "publisher-key",
  responses: { 200: z.object({ endpoints: z.array(webhookEndpoint) }) },
  errors: [401],
});

export const updateWebhookEndpoint = defineRoute({
  method: "PATCH",
  path: "/api/publisher/webhooks/:id",
  summary: "Change an endpoint's url or events, or disable or enable it",
  description:
    "Enabling an endpoint again sends what waited while it was disabled, and starts its count of failing days afresh.",
  tag,
  caller: "publisher-key",
  request: {
    params: endpointParams,
    body: z.object(
      {
        url: endpointUrl.optional(),
        events: eventList.optional(),
        disabled: z.boolean().optional(),
      },
      { error: "Send { url?, events?, disabled? } as JSON." },
    ),
  },
  responses: { 200: webhookEndpoint },
  errors: [401, 404],
});

export const deleteWebhookEndpoint = defineRoute({
  method: "DELETE",
  path: "/api/publisher/webhooks/:id",
  summary: "Remove an endpoint with its deliveries",
  tag,
  caller: "publisher-key",
  request: { params: endpointParams },
  responses: { 204: noContent },
  errors: [401, 404],
});

export const testWebhookEndpoint = defineRoute({
  method: "POST",
  path: "/api/publisher/webhooks/:id/test",
  summary: `Queue a ${WEBHOOK_TEST_EVENT} event for this endpoint only`,
  tag,
  caller: "publisher-key",
  request: { params: endpointParams },
  responses: { 202: z.object({ delivery_id: z.uuid(), event_id: z.uuid() }) },
  errors: [401, 404],
});

export const rotateWebhookSecret = defineRoute({
  method: "POST",
  path: "/api/publisher/webhooks/:id/rotate-secret",
  summary: "Make a new signing secret; the previous one signs too for 24 hours",
  description:
    "For 24 hours every event carries two v1 signatures, one by each secret, so your receiver can switch over without missing one.",
  tag,
  caller: "publisher-key",
  request: { params: endpointParams },
  responses: {
    200: z.object({ secret: signingSecret, previous_secret_expires_at: z.string() }),
  },
  errors: [401, 404],
});

export const listWebhookDeliveries = defineRoute({
  method: "GET",
  path: "/api/publisher/webhooks/:id/deliveries",
  summary: "The endpoint's latest deliveries with each attempt's status, latency and answer",
  description:
    "The 50 latest deliveries, newest first; each attempt keeps the first 4 kB of the answer.",
  tag,
  caller: "publisher-key",
  request: { params: endpointParams },
  responses: { 200: z.object({ deliveries: z.array(delivery) }) },
  errors: [401, 404],
});

export const replayWebhookDelivery = defineRoute({
  method: "POST",
  path: "/api/publisher/webhooks/:id/deliveries/:deliveryId/replay",
  summary: "Send a delivery's event to this endpoint again",
  description:
    "The event goes again as it was, with the same webhook-id, in a delivery of its own.",
  tag,
  caller: "publisher-key",
  request: {
    params: endpointParams.extend({
      deliveryId: z.uuid({ message: "There is no such delivery." }),
    }),
  },
  responses: { 202: z.object({ delivery_id: z.uuid() }) },
  errors: [401, 404],
});

export const replayFailedWebhooks = defineRoute({
  method: "POST",
  path: "/api/publisher/webhooks/:id/replay",
  summary: "Send again every delivery given up since a time",
  description: `Queues again, oldest first, each delivery of this endpoint given up after its last retry since \`since\`: at most ${WEBHOOK_REPLAY_LIMIT.toLocaleString("en-US")} a call. When \`more\` is true, call again to queue the rest. Each event goes with its own webhook-id; a delivery already replayed this way is not queued twice.`,
  tag,
  caller: "publisher-key",
  request: {
    params: endpointParams,
    body: z.object(
      {
        since: z.iso.datetime({
          offset: true,
          error: "since must be an ISO 8601 date and time, such as 2026-11-20T00:00:00Z.",
        }),
      },
      { error: "Send { since } as JSON." },
    ),
  },
  responses: {
    202: z.object({
      queued: z.number().int().describe("How many deliveries were queued again."),
      more: z.boolean().describe("True when more given-up deliveries are left: call again."),
    }),
  },
  errors: [401, 404],
});

// The same endpoints for the operator's command beside a server that holds the embedded
// database, which no second process may open (docs/decisions/043): a publisher by its username,
// an endpoint by its id.

const publisherParams = z.object({
  username: z
    .string()
    .min(1, "username (the publisher's username) is required.")
    .max(100, "A username is at most 100 characters."),
});

export const createWebhookEndpointForOperator = defineRoute({
  method: "POST",
  path: "/api/operator/publishers/:username/webhooks",
  summary: "Add a webhook endpoint for a publisher (the publisher command)",
  tag: "Operator",
  caller: "operator",
  request: {
    params: publisherParams,
    body: z.object(
      { url: endpointUrl, events: eventList.optional() },
      { error: "Send { url, events? } as JSON." },
    ),
  },
  responses: { 200: webhookEndpoint.extend({ secret: signingSecret }) },
  errors: [401, 404],
});

export const listWebhookEndpointsForOperator = defineRoute({
  method: "GET",
  path: "/api/operator/publishers/:username/webhooks",
  summary: "A publisher's webhook endpoints (the publisher command)",
  tag: "Operator",
  caller: "operator",
  request: { params: publisherParams },
  responses: { 200: z.object({ endpoints: z.array(webhookEndpoint) }) },
  errors: [401, 404],
});

export const deleteWebhookEndpointForOperator = defineRoute({
  method: "DELETE",
  path: "/api/operator/webhooks/:id",
  summary: "Remove a webhook endpoint with its deliveries (the publisher command)",
  tag: "Operator",
  caller: "operator",
  request: { params: endpointParams },
  responses: { 200: z.object({ removed: z.uuid() }) },
  errors: [401, 404],
});
