import { botCheckResponse } from "@creator-checkout/core/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../app-error";
import type { BotCheck } from "../../domain/bot-check/bot-check";

/** Which bot check the page shows, and ALTCHA's challenges. */
export const botCheckRoutes: FastifyPluginAsyncZod<{ botCheck: BotCheck }> = async (
  app,
  { botCheck },
) => {
  app.get("/bot-check", { schema: { response: { 200: botCheckResponse } } }, async () => ({
    kind: botCheck.kind,
    site_key: botCheck.siteKey,
    script_url: botCheck.scriptUrl,
  }));
  app.get("/bot-check/challenge", async (_request, reply) => {
    if (!botCheck.createChallenge) throw notFound("This server uses Turnstile, not ALTCHA.");
    return reply.header("cache-control", "no-store").send(await botCheck.createChallenge());
  });
};
