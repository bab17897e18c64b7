import type { SocialMethod } from "@creator-checkout/core/sign-in";
import { socialProviderName } from "../../../adapters/social-login/named-provider-names";
import type { SocialProviders } from "../../../adapters/social-login/social-provider";
import type { Db } from "../../../db/connect";
import { socialLoginAttempts } from "../../../db/schema";
import type { Clock } from "../../../security/clock";
import { keyedHash, randomToken } from "../../../security/keyed-hash";
import { authErrors } from "../auth-errors";
import { getSignInPublisher } from "../get-sign-in-publisher";
import { SocialLoginFailure } from "./social-login-failure";

/** How long the buyer has at the provider before the attempt is void. */
export const SOCIAL_LOGIN_ATTEMPT_SECONDS = 10 * 60;

/**
 * The connect call (product.md §7 "Social login"): refuses a provider the operator has not
 * configured or the publisher does not offer, stores the attempt (single use, ten minutes, bound
 * to the browser that started it) and returns where the browser goes next (docs/decisions/035).
 */
export async function startSocialLogin(
  deps: { db: Db; clock: Clock; secret: Buffer; providers: SocialProviders },
  input: {
    type: SocialMethod;
    publisherId: string;
    pageOrigin: string;
    redirectUri: string | null;
    /** The browser's binding cookie: only a callback that brings it back can finish. */
    browserBinding: string;
  },
): Promise<{ providerUrl: URL }> {
  const { db, clock, secret } = deps;
  const provider = deps.providers.get(input.type);
  const publisher = await getSignInPublisher({ db }, { publisherId: input.publisherId });
  if (!provider || !publisher.authentication_methods.includes(input.type)) {
    throw authErrors.methodNotOffered(provider?.name ?? socialProviderName(input.type));
  }
  // arctic loads with the first sign-in through a provider (docs/decisions/110).
  const { generateCodeVerifier, generateState } = await import("arctic");
  const secrets = {
    state: generateState(),
    codeVerifier: generateCodeVerifier(),
    nonce: randomToken(),
  };
  let providerUrl: URL;
  try {
    providerUrl = await provider.authorizationUrl(secrets);
  } catch (error) {
    throw new SocialLoginFailure("provider_error", input.type, { cause: error });
  }
  await db.insert(socialLoginAttempts).values({
    state_hmac: keyedHash(secret, secrets.state),
    browser_hmac: keyedHash(secret, input.browserBinding),
    provider: input.type,
    publisher_id: publisher.id,
    code_verifier: secrets.codeVerifier,
    nonce: secrets.nonce,
    page_origin: input.pageOrigin,
    redirect_uri: input.redirectUri,
    expires_at: new Date(clock.now().getTime() + SOCIAL_LOGIN_ATTEMPT_SECONDS * 1000),
  });
  return { providerUrl };
}
