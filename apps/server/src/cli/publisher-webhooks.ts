import * as api from "@creator-checkout/core/api-routes";
import { type WebhookEventType, webhookEventTypes } from "@creator-checkout/core/webhooks";
import type { Db } from "../db/connect";
import { findPublisherId } from "../domain/back-office/find-publisher-id";
import { createWebhookEndpoint } from "../domain/webhooks/create-webhook-endpoint";
import { deleteWebhookEndpoint } from "../domain/webhooks/delete-webhook-endpoint";
import { publisherOfWebhookEndpoint } from "../domain/webhooks/find-own-webhook-endpoint";
import { listWebhookEndpoints } from "../domain/webhooks/list-webhook-endpoints";
import type { WebhookPolicy } from "../domain/webhooks/webhook-policy";
import { callServer } from "../operator/call-server";
import type { ServerHandoff } from "../operator/server-handoff";
import { textTable } from "../operator/text-table";

/** `webhook add <username> <url> [--events a,b]`, `webhook list <username>`, `webhook remove <id>`. */
export type WebhookCommand =
  | { verb: "add"; username: string; url: string; events?: string[] }
  | { verb: "list"; username: string }
  | { verb: "remove"; id: string };

/** The command's words, or null when they are not a webhook command. */
export function parseWebhookCommand(argv: string[]): WebhookCommand | null {
  const [noun, verb, first, ...rest] = argv;
  if (noun !== "webhook" || !first || first.startsWith("--")) return null;
  if (verb === "list" && rest.length === 0) return { verb, username: first };
  if (verb === "remove" && rest.length === 0) return { verb, id: first };
  if (verb !== "add") return null;
  const [url, flag, events, ...more] = rest;
  if (!url || url.startsWith("--") || more.length > 0) return null;
  if (flag === undefined) return { verb, username: first, url };
  if (flag !== "--events" || events === undefined) return null;
  return { verb, username: first, url, events: events.split(",").map((name) => name.trim()) };
}

type Endpoint = Awaited<ReturnType<typeof listWebhookEndpoints>>["endpoints"][number];

/** The same three operations, on the database here or by the server that holds it. */
export interface WebhookOperations {
  add(
    username: string,
    body: { url: string; events?: WebhookEventType[] },
  ): Promise<Endpoint & { secret: string }>;
  list(username: string): Promise<{ endpoints: Endpoint[] }>;
  remove(id: string): Promise<void>;
}

export function webhooksHere(db: Db, policy: WebhookPolicy): WebhookOperations {
  return {
    add: async (username, body) =>
      createWebhookEndpoint(
        { db, policy },
        { publisherId: await findPublisherId({ db }, username), ...body },
      ),
    list: async (username) =>
      listWebhookEndpoints({ db }, { publisherId: await findPublisherId({ db }, username) }),
    remove: async (id) =>
      deleteWebhookEndpoint(
        { db },
        { publisherId: await publisherOfWebhookEndpoint(db, id), endpointId: id },
      ),
  };
}

export function webhooksInServer(server: ServerHandoff): WebhookOperations {
  return {
    add: (username, body) =>
      callServer(server, api.createWebhookEndpointForOperator, { params: { username }, body }),
    list: (username) =>
      callServer(server, api.listWebhookEndpointsForOperator, { params: { username } }),
    remove: async (id) => {
      await callServer(server, api.deleteWebhookEndpointForOperator, { params: { id } });
    },
  };
}

/** The url and events as the API would take them, or the API's own sentence against them. */
function checkedBody(command: Extract<WebhookCommand, { verb: "add" }>) {
  const body = command.events ? { url: command.url, events: command.events } : { url: command.url };
  const checked = api.createWebhookEndpointForOperator.schema.body.safeParse(body);
  if (!checked.success) {
    throw new WebhookArgumentError(checked.error.issues.map((issue) => issue.message).join(" "));
  }
  return checked.data;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Does the command and answers what it prints; the secret of a new endpoint appears only here. */
export async function runWebhookCommand(
  operations: WebhookOperations,
  command: WebhookCommand,
): Promise<string> {
  switch (command.verb) {
    case "add": {
      const created = await operations.add(command.username, checkedBody(command));
      return (
        `Added webhook endpoint ${created.id} for ${command.username}, sending ` +
        `${created.events.length === webhookEventTypes.length ? "every event" : created.events.join(", ")} ` +
        `to ${created.url}.\nIts signing secret is shown this once only; keep it on the receiving server:\n` +
        `${created.secret}\n`
      );
    }
    case "list": {
      const { endpoints } = await operations.list(command.username);
      if (endpoints.length === 0) return "No webhook endpoints.\n";
      return textTable(
        ["id", "url", "events", "state", "created (UTC)"],
        endpoints.map((endpoint) => [
          endpoint.id,
          endpoint.url,
          endpoint.events.join(", "),
          endpoint.disabled ? `disabled: ${endpoint.disabled_reason ?? ""}` : "active",
          endpoint.created_at.slice(0, 16).replace("T", " "),
        ]),
      );
    }
    case "remove":
      if (!uuidPattern.test(command.id)) {
        throw new WebhookArgumentError(
          `A webhook endpoint id is the UUID that webhook list shows, not ${command.id}.`,
        );
      }
      await operations.remove(command.id);
      return `Removed webhook endpoint ${command.id} with its deliveries.\n`;
  }
}

/** An argument the command refuses; it says why and exits with 2, as for a usage error. */
export class WebhookArgumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookArgumentError";
  }
}
