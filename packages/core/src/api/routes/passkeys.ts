import { z } from "zod";
import { passkeyTransports } from "../../sign-in";
import {
  passkeyOptionsResponse,
  passkeyResponse,
  passkeysResponse,
  sessionStartedResponse,
} from "../contract";
import { defineRoute, noContent } from "../define-route";
import { publisherHeaders } from "../request-parts";

// Passkeys (docs/decisions/037): a signed-in buyer adds, lists and removes theirs, and anyone
// signs in with one at any publisher. Managing them takes a session that proved the address.

const tag = "Passkeys";

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
    transports: z.array(z.enum(passkeyTransports)).max(8).optional(),
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

export const getPasskeyRegistrationOptions = defineRoute({
  method: "POST",
  path: "/api/me/passkeys/options",
  summary: "What the browser needs to make a passkey for the signed-in buyer",
  tag,
  caller: "buyer",
  request: { headers: publisherHeaders },
  responses: { 200: passkeyOptionsResponse },
  errors: [401, 403],
});

export const addPasskey = defineRoute({
  method: "POST",
  path: "/api/me/passkeys",
  summary: "Keep the browser's new passkey for the signed-in buyer",
  tag,
  caller: "buyer",
  request: { headers: publisherHeaders, body: registrationBody },
  responses: { 201: passkeyResponse },
  errors: [401, 403, 409],
});

export const listPasskeys = defineRoute({
  method: "GET",
  path: "/api/me/passkeys",
  summary: "The signed-in buyer's passkeys",
  tag,
  caller: "buyer",
  request: { headers: publisherHeaders },
  responses: { 200: passkeysResponse },
  errors: [401, 403],
});

export const deletePasskey = defineRoute({
  method: "DELETE",
  path: "/api/me/passkeys/:passkeyId",
  summary: "Remove one of the signed-in buyer's passkeys",
  tag,
  caller: "buyer",
  request: {
    headers: publisherHeaders,
    params: z.object({ passkeyId: z.uuid("must be a passkey's id") }),
  },
  responses: { 204: noContent },
  errors: [401, 403, 404],
});

export const getPasskeySignInOptions = defineRoute({
  method: "POST",
  path: "/api/auth/user/passkey/options",
  summary: "A single-use challenge for signing in with a passkey",
  tag,
  caller: "anyone",
  request: { headers: publisherHeaders },
  responses: { 200: passkeyOptionsResponse },
  errors: [404],
});

export const signInWithPasskey = defineRoute({
  method: "POST",
  path: "/api/auth/user/passkey",
  summary: "Sign in with the browser's signed passkey answer",
  description: "The refresh token arrives as an httpOnly cookie, the access token in the answer.",
  tag,
  caller: "anyone",
  request: { headers: publisherHeaders, body: authenticationBody },
  responses: { 200: sessionStartedResponse },
  errors: [404],
});
