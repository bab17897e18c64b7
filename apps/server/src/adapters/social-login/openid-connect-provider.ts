import * as client from "openid-client";
import { z } from "zod";
import type { SocialProvider } from "./social-provider";

const PROVIDER_TIMEOUT_MS = 10_000;

const userInfo = z.object({
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.enum(["true", "false"])]).optional(),
});

/**
 * The operator's own OpenID Connect provider, found by its issuer's discovery document
 * (openid-client): PKCE, state and nonce are checked by the library, and the ID token's
 * signature, issuer, audience and expiry with it. Discovery happens on the first sign-in and is
 * kept; a failed one is tried again on the next.
 */
export function createOpenIdConnectProvider(settings: {
  issuer: string;
  clientId: string;
  clientSecret: string;
  name: string;
  callbackUrl: string;
}): SocialProvider {
  const issuer = new URL(settings.issuer);
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(
        issuer,
        settings.clientId,
        undefined,
        client.ClientSecretBasic(settings.clientSecret),
        {
          timeout: PROVIDER_TIMEOUT_MS / 1000,
          // The configuration admits plain http only for a provider on this machine.
          ...(issuer.protocol === "http:" ? { execute: [client.allowInsecureRequests] } : {}),
        },
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    type: "oidc",
    name: settings.name,
    async authorizationUrl({ state, codeVerifier, nonce }) {
      return client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: settings.callbackUrl,
        scope: "openid email",
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
      });
    },
    async readIdentity({ callbackParams, state, codeVerifier, nonce }) {
      const config = await configuration();
      const callback = new URL(settings.callbackUrl);
      callback.search = callbackParams.toString();
      const tokens = await client.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        expectedNonce: nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error("the provider sent no ID token");
      // The address and its flag may be in the ID token or only in userinfo.
      const info =
        claims.email === undefined
          ? userInfo.parse(await client.fetchUserInfo(config, tokens.access_token, claims.sub))
          : userInfo.parse(claims);
      return {
        subject: claims.sub,
        email: info.email ?? null,
        emailVerified: info.email_verified === true || info.email_verified === "true",
      };
    },
  };
}
