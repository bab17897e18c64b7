import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authErrors } from "../../domain/auth/auth-errors";
import { changePassword } from "../../domain/auth/change-password";
import { getMe } from "../../domain/auth/get-me";
import type { AuthContext } from "../auth-context";
import { authenticate } from "../authenticate";
import { serveRoute } from "../serve-route";

/** `GET /me` and `PUT /me/password`: the signed-in buyer at this publisher. */
export const meRoutes: FastifyPluginAsyncZod<AuthContext> = async (app, { db, clock, secret }) => {
  app.addHook("preHandler", authenticate({ db, secret, clock }));

  serveRoute(app, api.getMe, async (request) => {
    const user = request.user;
    if (!user) throw authErrors.signInRequired();
    const me = await getMe({ db }, { userId: user.id, publisherId: user.publisherId });
    if (!me) throw authErrors.sessionExpired();
    return me;
  });

  serveRoute(app, api.setPassword, async (request, reply) => {
    const user = request.user;
    if (!user) throw authErrors.signInRequired();
    await changePassword(
      { db, clock },
      {
        userId: user.id,
        sessionId: user.sessionId,
        proof: user.proof,
        ip: request.ip,
        currentPassword: request.body.current_password,
        newPassword: request.body.password,
      },
    );
    return reply.status(204).send(null);
  });
};
