import { z } from "zod";
import { authenticationMethods } from "../sign-in/authentication-methods";

// What the API answers for signing in, sessions and passkeys (product.md §7 "Auth").

// Sign-in and sessions

/** A session that has started: its short-lived access token, and how many seconds it lasts. */
export const sessionStartedResponse = z.object({
  token: z.string(),
  expires_in: z.number().int(),
  /** Only to a checkout in another site's frame, which keeps it in memory (docs/decisions/098). */
  refresh_token: z.string().optional(),
});
export type SessionToken = z.infer<typeof sessionStartedResponse>;

/** A session's access token, where one may not start; `token: null` is a guest's ordinary answer. */
export const sessionTokenResponse = z.union([
  sessionStartedResponse,
  z.object({ token: z.null() }),
]);
export type SessionTokenResponse = z.infer<typeof sessionTokenResponse>;

export const userLookupResponse = z.object({
  has_password: z.boolean(),
  is_new_registration: z.boolean(),
  otp: z.enum(["required", "optional", "hide"]),
});
export type UserLookup = z.infer<typeof userLookupResponse>;

export const codeSentResponse = z.object({ sent: z.literal(true), verify_flow_id: z.string() });
export type CodeSent = z.infer<typeof codeSentResponse>;

export const codeConfirmedResponse = z.object({ verifyFlowId: z.string(), claim: z.string() });
export type CodeConfirmed = z.infer<typeof codeConfirmedResponse>;

export const outboundClaimResponse = z.object({ claim: z.string() });
export type OutboundClaim = z.infer<typeof outboundClaimResponse>;

/** What a creator's server learns by exchanging an outbound claim (docs/decisions/038). */
export const claimedBuyerResponse = z.object({
  user_id: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  verified: z.boolean(),
  has_live_access: z.boolean(),
  access: z.array(
    z.object({
      product_id: z.string(),
      product_title: z.string(),
      product_option_id: z.string(),
      status: z.string(),
      recurring: z.boolean(),
      current_period_end: z.string().nullable(),
    }),
  ),
});
export type ClaimedBuyer = z.infer<typeof claimedBuyerResponse>;

export const meResponse = z.object({
  id: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  verified: z.boolean(),
  has_password: z.boolean(),
  custom_properties: z.record(z.string(), z.unknown()),
});
export type Me = z.infer<typeof meResponse>;

export const botCheckResponse = z.object({
  kind: z.enum(["altcha", "turnstile"]),
  site_key: z.string().nullable(),
  /** Where the page loads Turnstile's script from; null for ALTCHA (docs/decisions/039). */
  script_url: z.string().nullable(),
});
export type BotCheckConfig = z.infer<typeof botCheckResponse>;

/**
 * An ALTCHA proof-of-work challenge (docs/decisions/047): the key derivation's parameters and
 * the server's signature over them. It names every field of altcha-lib's `Challenge`, since an
 * answer loses the fields its schema does not name and the signature covers them all.
 */
export const botChallengeResponse = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    /** Unused by this server, which keeps the expiry in `data.expires_at`. */
    expiresAt: z.number().optional(),
    /** `expires_at`: seconds since 1970 by the server's clock; a solution sent later is refused. */
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
  /** A code to type in, shown as an image (and read aloud), where the challenge asks for one. */
  codeChallenge: z
    .object({ image: z.string(), audio: z.string().optional(), length: z.number().optional() })
    .optional(),
});
export type BotChallenge = z.infer<typeof botChallengeResponse>;

// Passkeys (docs/decisions/037)

/**
 * WebAuthn options as the server's WebAuthn library makes them. The page hands them to the
 * browser unread, so only the challenge is named and the rest passes through as made.
 */
export const passkeyOptionsResponse = z.looseObject({ challenge: z.string() });
export type PasskeyOptions = z.infer<typeof passkeyOptionsResponse>;

export const passkeyResponse = z.object({
  id: z.string(),
  device_type: z.enum(["singleDevice", "multiDevice"]),
  backed_up: z.boolean(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeyResponse>;

export const passkeysResponse = z.object({ passkeys: z.array(passkeyResponse) });

export const signInMethodsSchema = z.array(z.enum(authenticationMethods));
