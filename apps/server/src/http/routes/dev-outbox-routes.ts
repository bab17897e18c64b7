import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/connect";
import { listDevOutbox } from "../../messaging/list-dev-outbox";

const outboxQuery = z.object({
  to: z
    .string()
    .optional()
    // An unencoded "+" arrives as a space, so "?to=+15551234567" still finds the SMS.
    .transform((to) => to?.replace(/^ (?=\d+$)/, "+").trim() || undefined),
});

/**
 * `GET /dev/outbox?to=`: the messages the dev outbox stored, newest first (docs/architecture.md, Chosen parts).
 * Registers nothing unless `active`: outside development the route does not exist at all.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ db: Db; active: boolean }> = async (
  app,
  { db, active },
) => {
  if (!active) return;
  app.get("/dev/outbox", { schema: { querystring: outboxQuery } }, async (request) => ({
    messages: await listDevOutbox({ db }, { to: request.query.to }),
  }));
};
