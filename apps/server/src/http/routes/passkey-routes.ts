import {
  passkeyOptionsResponse,
  passkeyResponse,
  passkeysResponse,
  sessionTokenResponse,
} from "@creator-checkout/core/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
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
import { publisherHeaders } from "../publisher-header";
import { sessionBody, setRefreshCookie } from "../refresh-cookie";

// The browser's answers, as @simplewebauthn/browser sends them: base64url fields of bounded
// size. Anything else is refused here, before a byte reaches the WebAuthn library.
const base64url = (max: number) =>
  z
    .string()
    .min(1, "must not be empty")
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, "must be base64url");

const credentialFields = {
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal("public-key"),
  clientExtensionResults: z.object({}).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
};

const registrationBody = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    transports: z
      .array(z.enum(["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"]))
      .max(8)
      .optional(),
  }),
});

const authenticationBody = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(1024),
    userHandle: base64url(256).optional(),
  }),
});

/** Passkeys (docs/decisions/037): add one while signed in, and sign in with one at any publisher. */
export const passkeyRoutes: FastifyPluginAsyncZod<PasskeyContext> = async (app, context) => {
  const { db, clock, secret, relyingParty, secureCookies } = context;
  const deps = { db, clock, secret, relyingParty };
  const signedIn = authenticate({ db, secret, clock });

  app.post(
    "/me/passkeys/options",
    {
      schema: { headers: publisherHeaders, response: { 200: passkeyOptionsResponse } },
      preHandler: signedIn,
    },
    async (request) => ({
      ...(await createRegistrationOptions(deps, { ...callerOf(request.user), ip: request.ip })),
    }),
  );

  app.post(
    "/me/passkeys",
    {
      schema: {
        headers: publisherHeaders,
        body: registrationBody,
        response: { 201: passkeyResponse },
      },
      preHandler: signedIn,
    },
    async (request, reply) => {
      const passkey = await registerPasskey(deps, {
        ...callerOf(request.user),
        response: request.body,
      });
      return reply.status(201).send(passkey);
    },
  );

  app.get(
    "/me/passkeys",
    {
      schema: { headers: publisherHeaders, response: { 200: passkeysResponse } },
      preHandler: signedIn,
    },
    async (request) => listPasskeys({ db }, callerOf(request.user)),
  );

  app.delete(
    "/me/passkeys/:passkeyId",
    {
      schema: {
        headers: publisherHeaders,
        params: z.object({ passkeyId: z.uuid("must be a passkey's id") }),
      },
      preHandler: signedIn,
    },
    async (request, reply) => {
      await deletePasskey(
        { db },
        { ...callerOf(request.user), passkeyId: request.params.passkeyId },
      );
      return reply.status(204).send();
    },
  );

  app.post(
    "/auth/user/passkey/options",
    { schema: { headers: publisherHeaders, response: { 200: passkeyOptionsResponse } } },
    async (request) => ({
      ...(await createAuthenticationOptions(deps, {
        publisherId: request.headers.publisherid,
        ip: request.ip,
      })),
    }),
  );

  app.post(
    "/auth/user/passkey",
    {
      schema: {
        headers: publisherHeaders,
        body: authenticationBody,
        response: { 200: sessionTokenResponse },
      },
    },
    async (request, reply) => {
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
      return sessionBody(session);
    },
  );
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
