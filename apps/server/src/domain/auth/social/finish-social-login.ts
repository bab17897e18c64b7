import type { SocialMethod } from "@creator-checkout/core/sign-in";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { SocialProviders } from "../../../adapters/social-login/social-provider";
import type { Db } from "../../../db/connect";
import { publishers, socialLoginAttempts } from "../../../db/schema";
import type { Clock } from "../../../security/clock";
import { keyedHash } from "../../../security/keyed-hash";
import type { ProvenSignIn } from "../start-session";
import { signInWithIdentity } from "./sign-in-with-identity";
import { SocialLoginFailure, type SocialLoginFailureCode } from "./social-login-failure";

export type SocialLoginResult = {
  /** Where the top window returns in redirect mode; null for a pop-up or an unknown attempt. */
  redirectUri: string | null;
} & (
  | ({ ok: true; publisherId: string } & ProvenSignIn)
  | { ok: false; failure: SocialLoginFailureCode; cause?: unknown }
);

// What a state or a binding cookie can be at most; anything longer was never ours.
const MAX_SECRET_LENGTH = 512;

/**
 * The provider's callback (docs/decisions/035): takes the attempt its state names, once and only
 * for the browser that started it, then reads who signed in and opens a session at the attempt's
 * publisher. Every way it can fail comes back as a short code, never thrown.
 */
export async function finishSocialLogin(
  deps: { db: Db; clock: Clock; secret: Buffer; providers: SocialProviders },
  input: {
    type: SocialMethod;
    callbackParams: URLSearchParams;
    browserBinding: string | undefined;
  },
): Promise<SocialLoginResult> {
  const { db, clock, secret } = deps;
  const state = input.callbackParams.get("state");
  const binding = input.browserBinding;
  if (!state || !binding || state.length > MAX_SECRET_LENGTH || binding.length > MAX_SECRET_LENGTH)
    return { ok: false, failure: "invalid_state", redirectUri: null };

  // One conditional update: of two callbacks with one state, exactly one gets the row.
  const [attempt] = await db
    .update(socialLoginAttempts)
    .set({ consumed_at: clock.now() })
    .where(
      and(
        eq(socialLoginAttempts.state_hmac, keyedHash(secret, state)),
        eq(socialLoginAttempts.browser_hmac, keyedHash(secret, binding)),
        eq(socialLoginAttempts.provider, input.type),
        isNull(socialLoginAttempts.consumed_at),
        gt(socialLoginAttempts.expires_at, clock.now()),
      ),
    )
    .returning();
  if (!attempt) return { ok: false, failure: "invalid_state", redirectUri: null };
  const redirectUri = attempt.redirect_uri;

  const providerError = input.callbackParams.get("error");
  if (providerError !== null) {
    return {
      ok: false,
      failure: providerError === "access_denied" ? "cancelled" : "provider_error",
      redirectUri,
    };
  }
  const provider = deps.providers.get(input.type);
  const [publisher] = await db
    .select({ methods: publishers.authentication_methods })
    .from(publishers)
    .where(eq(publishers.id, attempt.publisher_id));
  if (!provider || !publisher?.methods.includes(input.type))
    return { ok: false, failure: "not_offered", redirectUri };

  try {
    const identity = await provider.readIdentity({
      callbackParams: input.callbackParams,
      state,
      codeVerifier: attempt.code_verifier,
      nonce: attempt.nonce,
    });
    const signedIn = await signInWithIdentity(deps, {
      provider: input.type,
      publisherId: attempt.publisher_id,
      identity,
    });
    return { ok: true, publisherId: attempt.publisher_id, ...signedIn, redirectUri };
  } catch (error) {
    const failure = error instanceof SocialLoginFailure ? error.code : "provider_error";
    return { ok: false, failure, cause: error, redirectUri };
  }
}
