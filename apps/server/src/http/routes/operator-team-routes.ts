import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/connect";
import { operatorInvite, operatorOpenStore } from "../../domain/team/operator-team";
import type { Clock } from "../../security/clock";
import { requireOperatorToken } from "../operator-token";
import { serveRoute } from "../serve-route";

/** The operator's command opens stores and invites their first owners (docs/decisions/159). */
export const operatorTeamRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  publicUrl: string;
  operatorToken: string;
}> = async (app, deps) => {
  app.addHook("onRequest", requireOperatorToken(deps.operatorToken));

  serveRoute(app, api.operatorOpenStore, async (request, reply) => {
    const { username, owner_email, name } = request.body;
    const opened = await operatorOpenStore(deps, { username, ownerEmail: owner_email, name });
    return reply.status(200).send({
      publisher_id: opened.publisherId,
      username,
      expires_at: opened.expiresAt.toISOString(),
    });
  });

  serveRoute(app, api.operatorInviteTeamMember, async (request, reply) => {
    const invitation = await operatorInvite(deps, {
      username: request.params.username,
      ...request.body,
    });
    return reply
      .status(200)
      .send({ id: invitation.id, expires_at: invitation.expires_at.toISOString() });
  });
};
