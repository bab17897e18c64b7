import { z } from "zod";
import { CLAIM_NOT_PROVIDED, socialMethods } from "../../sign-in";
import { newPasswordProblem } from "../../validation";
import {
  botChallengeResponse,
  botCheckResponse,
  claimedBuyerResponse,
  codeConfirmedResponse,
  codeSentResponse,
  meResponse,
  outboundClaimResponse,
  sessionStartedResponse,
  sessionTokenResponse,
  userLookupResponse,
} from "../contract";
import { defineRoute, noContent } from "../define-route";
import { publisherHeaders } from "../request-parts";

// product.md §7 "Auth": every call that signs a buyer in, out, or keeps them signed in; the
// signed-in buyer's account; the bot check that guards the calls starting a sign-in; and the
// creator's server exchanging a buyer's outbound claim (docs/decisions/038).

const tag = "Sign-in";

/** The calls that start a sign-in carry an unused bot proof; the server refuses one missing (403). */
const botProofHeaders = publisherHeaders.extend({
  "x-bot-proof": z
    .string()
    .optional()
    .describe("An unused proof of the bot check: ALTCHA's solved payload or Turnstile's token."),
});

/** Who signs in: an e-mail address or a phone number (which may be called phone_number). */
const identityFields = {
  email: z.string().max(254).optional(),
  phone: z.string().max(32).optional(),
  phone_number: z.string().max(32).optional(),
};

export const lookUpUser = defineRoute({
  method: "GET",
  path: "/api/oauth/user",
  summary: "Whether a buyer with this e-mail or phone exists, and how they may sign in",
  tag,
  caller: "anyone",
  request: { headers: botProofHeaders, query: z.object(identityFields) },
  responses: { 200: userLookupResponse },
  errors: [403, 404],
});

export const registerUser = defineRoute({
  method: "POST",
  path: "/api/oauth/user/link",
  summary: "Register a new buyer with a creator",
  description:
    "Answers a session only when `return_token` is true and the creator lets new buyers skip the code; otherwise `{ token: null }`, and a code follows.",
  tag,
  caller: "anyone",
  request: {
    headers: botProofHeaders,
    body: z.object({
      ...identityFields,
      is_otp_enabled: z.boolean().default(true),
      return_token: z.boolean().default(false),
      redirect_url: z.string().max(2048).optional(),
      creatorUsername: z.string().max(64).optional(),
    }),
  },
  responses: { 200: sessionTokenResponse },
  errors: [403, 404],
});

export const logInWithPassword = defineRoute({
  method: "POST",
  path: "/api/oauth/user/login",
  summary: "Sign in with an e-mail or phone and a password",
  tag,
  caller: "anyone",
  request: {
    headers: botProofHeaders,
    body: z.object({
      ...identityFields,
      password: z.string().min(1, "Enter your password.").max(256),
      publisher_id: z.uuid().optional(),
    }),
  },
  responses: { 200: sessionStartedResponse },
  errors: [401, 403, 404],
});

export const requestCode = defineRoute({
  method: "POST",
  path: "/api/auth/user/code/init",
  summary: "Send a one-time sign-in code to an e-mail address or phone",
  description:
    "Passing the `verify_flow_id` of an earlier send (Resend) keeps the same flow; only the newest code works.",
  tag,
  caller: "anyone",
  request: {
    headers: botProofHeaders,
    body: z.object({
      ...identityFields,
      verify_flow_id: z.uuid().optional(),
      publisherId: z.uuid().optional(),
      creatorUsername: z.string().max(64).optional(),
    }),
  },
  responses: { 202: codeSentResponse },
  errors: [403, 404, 503],
});

export const confirmCode = defineRoute({
  method: "POST",
  path: "/api/auth/user/code/confirm",
  summary: "Check a one-time code; a right one answers a claim to exchange for a session",
  tag,
  caller: "anyone",
  request: {
    headers: publisherHeaders,
    body: z.object({ ...identityFields, code: z.string().min(1, "Enter the code.").max(16) }),
  },
  responses: { 200: codeConfirmedResponse },
});

export const exchangeClaim = defineRoute({
  method: "GET",
  path: "/api/auth/user/claim/:claim",
  summary: "Spend a claim once to start a session",
  description: "The refresh token arrives as an httpOnly cookie, the access token in the answer.",
  tag,
  caller: "anyone",
  request: {
    headers: publisherHeaders,
    params: z.object({ claim: z.string().min(1, "claim not provided").max(128) }),
  },
  responses: { 200: sessionStartedResponse },
  errors: [401],
});

export const createOutboundClaim = defineRoute({
  method: "POST",
  path: "/api/auth/user/claim",
  summary: "A single-use claim the creator's site exchanges for who the buyer is",
  tag,
  caller: "buyer",
  request: { headers: publisherHeaders },
  responses: { 200: outboundClaimResponse },
  errors: [401],
});

/**
 * A checkout in another site's frame keeps its session in memory, not in a cookie
 * (docs/decisions/098): it sends these, and every call that starts a session answers it the
 * `refresh_token` as well.
 */
const frameSessionHeaders = publisherHeaders.extend({
  "x-checkout-session": z
    .literal("frame")
    .optional()
    .describe("`frame`: the caller is a framed checkout, keeping its session in memory."),
  "x-refresh-token": z
    .string()
    .max(512)
    .optional()
    .describe("With `x-checkout-session: frame`, the refresh token in place of the cookie."),
});

export const refreshSession = defineRoute({
  method: "POST",
  path: "/api/oauth/user/token",
  summary: "Trade the refresh cookie for a new access token",
  description:
    "Rotates the cookie. A guest without the cookie gets `{ token: null }`; 409 means another tab renewed the session a moment ago.",
  tag,
  caller: "anyone",
  request: { headers: frameSessionHeaders },
  responses: { 200: sessionTokenResponse },
  errors: [401, 409],
});

export const logOut = defineRoute({
  method: "POST",
  path: "/api/oauth/user/logout",
  summary: "End the session and clear the refresh cookie",
  tag,
  caller: "anyone",
  request: { headers: frameSessionHeaders },
  responses: { 204: noContent },
});

export const exchangePublisherClaim = defineRoute({
  method: "POST",
  path: "/api/publisher/claims/exchange",
  summary: "Exchange a buyer's outbound claim, once, for who they are and what they hold",
  tag,
  caller: "publisher-key",
  request: {
    body: z.object({ claim: z.string().max(128).optional() }, { error: CLAIM_NOT_PROVIDED }),
  },
  responses: { 200: claimedBuyerResponse },
  errors: [401],
});

export const getMe = defineRoute({
  method: "GET",
  path: "/api/me",
  summary: "The signed-in buyer at this publisher",
  tag,
  caller: "buyer",
  request: { headers: publisherHeaders },
  responses: { 200: meResponse },
  errors: [401],
});

export const setPassword = defineRoute({
  method: "PUT",
  path: "/api/me/password",
  summary: "Set or change the signed-in buyer's password",
  description:
    "Changing a password takes the current one, or a session that proved the address with a code.",
  tag,
  caller: "buyer",
  request: {
    headers: publisherHeaders,
    body: z.object({
      password: z.string().superRefine((password, context) => {
        const problem = newPasswordProblem(password);
        if (problem) context.addIssue({ code: "custom", message: problem });
      }),
      current_password: z.string().min(1).max(256).optional(),
    }),
  },
  responses: { 204: noContent },
  errors: [401, 403],
});

export const getBotCheck = defineRoute({
  method: "GET",
  path: "/api/bot-check",
  summary: "Which bot check the page shows: ALTCHA, or Turnstile with its site key",
  tag,
  caller: "anyone",
  responses: { 200: botCheckResponse },
});

export const getBotChallenge = defineRoute({
  method: "GET",
  path: "/api/bot-check/challenge",
  summary: "A new ALTCHA proof-of-work challenge, signed by this server",
  description: "404 on a server that uses Turnstile instead.",
  tag,
  caller: "anyone",
  responses: { 200: botChallengeResponse },
  errors: [404],
});

// Social login (docs/decisions/035) answers a browser window, not a program: redirects, and the
// pop-up's last page, which posts the outcome to the checkout and closes.

const socialParams = z.object({
  type: z.enum(socialMethods, {
    error: `The provider must be one of ${socialMethods.join(", ")}.`,
  }),
});
const optionalId = (name: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, `${name} must be an id of letters, digits, - and _.`)
    .optional();
const jsonObjectText = z
  .string()
  .max(8192, "custom_fields must be at most 8 kB.")
  .refine((text) => {
    try {
      const value: unknown = JSON.parse(text);
      return typeof value === "object" && value !== null && !Array.isArray(value);
    } catch {
      return false;
    }
  }, "custom_fields must be a JSON object.")
  .optional();

/** product.md §7 "Social login": the connect call's query, every field checked. */
const connectQuery = z.object({
  client_id: z.uuid({ error: "client_id must be the creator's id." }),
  origin: z.string().max(2048).optional(),
  redirect_uri: z.string().max(2048, "redirect_uri must be at most 2048 characters.").optional(),
  utm: z.string().max(2048, "utm must be at most 2048 characters.").optional(),
  jwt: z
    .string()
    .max(8192)
    .regex(/^[\w-]+\.[\w-]+\.[\w-]*$/, "jwt must be a JSON Web Token.")
    .optional(),
  user_id: z.uuid({ error: "user_id must be a user's id." }).optional(),
  referer: z
    .url({ protocol: /^https?$/, error: "referer must be a web address." })
    .max(2048)
    .optional(),
  article_id: optionalId("article_id"),
  form_id: optionalId("form_id"),
  newsletter_ids: z
    .union([z.uuid(), z.array(z.uuid()).max(50)], {
      error: "newsletter_ids must be newsletter ids.",
    })
    .optional(),
  custom_fields: jsonObjectText,
});

/** The pop-up's last page: it posts the outcome to the checkout's origin and closes. */
const socialLoginPage = z
  .string()
  .describe(
    'An HTML page (text/html) that posts `{ type: "social-login", status }` to the checkout that opened the pop-up, then closes.',
  );
const backToCheckout = noContent.describe(
  "A redirect (Location) to the checkout's redirect_uri, in redirect mode; `social_login=failed` is added when the sign-in did not work.",
);

export const startSocialLogin = defineRoute({
  method: "GET",
  path: "/api/connect/:type/user",
  summary: "Start signing in with a provider's account: redirects the window to the provider",
  description:
    "Opened as a window, not called: in a pop-up (the last page posts the outcome to `origin`), or in the whole window with `redirect_uri`. A provider that cannot start answers the last page, or the redirect back.",
  tag,
  caller: "anyone",
  request: { params: socialParams, query: connectQuery },
  responses: { 200: socialLoginPage },
  failures: {
    302: noContent.describe("A redirect (Location) to the provider's sign-in page."),
    303: backToCheckout,
  },
  errors: [404],
});

const callbackDescription =
  "Where the provider sends the window back: the session starts in the refresh cookie, and the answer is the pop-up's last page, or the redirect back in redirect mode.";

export const finishSocialLogin = defineRoute({
  method: "GET",
  path: "/api/connect/:type/callback",
  summary: "The provider's callback, with its answer in the query",
  description: callbackDescription,
  tag,
  caller: "anyone",
  request: { params: socialParams },
  responses: { 200: socialLoginPage },
  failures: { 303: backToCheckout },
});

export const finishSocialLoginByForm = defineRoute({
  method: "POST",
  path: "/api/connect/:type/callback",
  summary: "The provider's callback, with its answer in a form post (Apple)",
  description: `${callbackDescription} The body is \`application/x-www-form-urlencoded\`.`,
  tag,
  caller: "anyone",
  request: { params: socialParams },
  responses: { 200: socialLoginPage },
  failures: { 303: backToCheckout },
});
