import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../app-error";
import type { BotCheck } from "../../domain/bot-check/bot-check";
import { serveRoute } from "../serve-route";

/** Which bot check the page shows, and ALTCHA's challenges. */
export const botCheckRoutes: FastifyPluginAsyncZod<{ botCheck: BotCheck }> = async (
  app,
  { botCheck },
) => {
  serveRoute(app, api.getBotCheck, async () => ({
    kind: botCheck.kind,
    site_key: botCheck.siteKey,
    script_url: botCheck.scriptUrl,
  }));
  serveRoute(app, api.getBotChallenge, async (_request, reply) => {
    if (!botCheck.createChallenge) throw notFound("This server uses Turnstile, not ALTCHA.");
    return reply.header("cache-control", "no-store").send(await botCheck.createChallenge());
  });
};
