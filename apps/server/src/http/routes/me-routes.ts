import { meResponse } from "@creator-checkout/core/api";
import { newPasswordProblem } from "@creator-checkout/core/validation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authErrors } from "../../domain/auth/auth-errors";
import { changePassword } from "../../domain/auth/change-password";
import { getMe } from "../../domain/auth/get-me";
import type { AuthContext } from "../auth-context";
import { authenticate } from "../authenticate";
import { publisherHeaders } from "../publisher-header";

/** `GET /me` and `PUT /me/password`: the signed-in buyer at this publisher. */
export const meRoutes: FastifyPluginAsyncZod<AuthContext> = async (app, { db, clock, secret }) => {
  app.addHook("preHandler", authenticate({ db, secret, clock }));

  app.get(
    "/me",
    { schema: { headers: publisherHeaders, response: { 200: meResponse } } },
    async (request) => {
      const user = request.user;
      if (!user) throw authErrors.signInRequired();
      const me = await getMe({ db }, { userId: user.id, publisherId: user.publisherId });
      if (!me) throw authErrors.sessionExpired();
      return me;
    },
  );

  app.put(
    "/me/password",
    {
      schema: {
        headers: publisherHeaders,
        body: z.object({
          password: z.string().superRefine((password, context) => {
            const problem = newPasswordProblem(password);
            if (problem) context.addIssue({ code: "custom", message: problem });
          }),
          current_password: z.string().min(1).max(256).optional(),
        }),
      },
    },
    async (request, reply) => {
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
      return reply.status(204).send();
    },
  );
};
