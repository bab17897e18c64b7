import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authErrors } from "../../domain/auth/auth-errors";
import { createAuthenticationOptions } from "../../domain/passkeys/create-authentication-options";
import { createRegistrationOptions } from "../../domain/passkeys/create-registration-options";
import { deletePasskey } from "../../domain/passkeys/delete-passkey";
import { listPasskeys } from "../../domain/passkeys/list-passkeys";
import { registerPasskey } from "../../domain/passkeys/register-passkey";
import { signInWithPasskey } from "../../domain/passkeys/sign-in-with-passkey";
import { authenticate, type SignedInCaller } from "../authenticate";
import { setKnownDeviceCookies } from "../known-device-cookie";
import type { PasskeyContext } from "../passkey-context";
import { sessionBody, setRefreshCookie } from "../refresh-cookie";
import { serveRoute } from "../serve-route";

/** Passkeys (docs/decisions/037): add one while signed in, and sign in with one at any publisher. */
export const passkeyRoutes: FastifyPluginAsyncZod<PasskeyContext> = async (app, context) => {
  const { db, clock, secret, relyingParty, secureCookies } = context;
  const deps = { db, clock, secret, relyingParty };
  const signedIn = { preHandler: authenticate({ db, secret, clock }) };

  serveRoute(
    app,
    api.getPasskeyRegistrationOptions,
    async (request) => ({
      ...(await createRegistrationOptions(deps, { ...callerOf(request.user), ip: request.ip })),
    }),
    signedIn,
  );

  serveRoute(
    app,
    api.addPasskey,
    async (request, reply) => {
      const passkey = await registerPasskey(deps, {
        ...callerOf(request.user),
        response: request.body,
      });
      return reply.status(201).send(passkey);
    },
    signedIn,
  );

  serveRoute(
    app,
    api.listPasskeys,
    async (request) => listPasskeys({ db }, callerOf(request.user)),
    signedIn,
  );

  serveRoute(
    app,
    api.deletePasskey,
    async (request, reply) => {
      await deletePasskey(
        { db },
        { ...callerOf(request.user), passkeyId: request.params.passkeyId },
      );
      return reply.status(204).send(null);
    },
    signedIn,
  );

  serveRoute(app, api.getPasskeySignInOptions, async (request) => ({
    ...(await createAuthenticationOptions(deps, {
      publisherId: request.headers.publisherid,
      ip: request.ip,
    })),
  }));

  serveRoute(app, api.signInWithPasskey, async (request, reply) => {
    const publisherId = request.headers.publisherid;
    const { session, provenDestinations } = await signInWithPasskey(deps, {
      publisherId,
      response: request.body,
      ip: request.ip,
    });
    setRefreshCookie(reply, { publisherId, session, secure: secureCookies });
    setKnownDeviceCookies(reply, {
      secret: deps.secret,
      destinations: provenDestinations,
      secure: secureCookies,
    });
    return sessionBody(session, request);
  });
};

/** The signed-in caller as the passkey functions take it. */
function callerOf(user: SignedInCaller | null) {
  if (!user) throw authErrors.signInRequired();
  return {
    userId: user.id,
    publisherId: user.publisherId,
    sessionId: user.sessionId,
    proof: user.proof,
  };
}
