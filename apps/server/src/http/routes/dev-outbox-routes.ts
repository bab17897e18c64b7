import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/connect";
import { listDevOutbox } from "../../messaging/list-dev-outbox";
import { serveRoute } from "../serve-route";

/**
 * `GET /dev/outbox?to=`: the messages the dev outbox stored, newest first (docs/architecture.md, Chosen parts).
 * Registers nothing unless `active`: outside development the route does not exist at all.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ db: Db; active: boolean }> = async (
  app,
  { db, active },
) => {
  if (!active) return;
  serveRoute(app, api.listDevOutbox, async (request) => ({
    messages: (await listDevOutbox({ db }, { to: request.query.to })).map((message) => ({
      ...message,
      created_at: message.created_at.toISOString(),
    })),
  }));
};
