import { DEFAULT_OIDC_NAME, type SocialMethod } from "@creator-checkout/core/sign-in";
import type { Config } from "../../config";
import { lazySocialProvider } from "./lazy-social-provider";
import { type NamedMethod, namedProviderNames } from "./named-provider-names";
import type { SocialProvider, SocialProviders } from "./social-provider";

type ProviderSettings = Pick<
  Config,
  | "PUBLIC_URL"
  | "SOCIAL_LOGIN_API_URL"
  | `${"GITHUB" | "GOOGLE" | "FACEBOOK" | "LINKEDIN" | "TWITTER"}_CLIENT_${"ID" | "SECRET"}`
  | `APPLE_${"CLIENT_ID" | "TEAM_ID" | "KEY_ID" | "PRIVATE_KEY"}`
  | `OIDC_${"ISSUER" | "CLIENT_ID" | "CLIENT_SECRET" | "NAME"}`
>;

/** Where a provider sends the buyer back: the address to register at the provider. */
export function callbackUrlFor(publicUrl: string, type: SocialMethod): string {
  return `${publicUrl}/api/connect/${type}/callback`;
}

/** Every provider whose settings are given (config.ts has checked they are complete). */
export function configuredSocialProviders(config: ProviderSettings): SocialProviders {
  const providers = new Map<SocialMethod, SocialProvider>();
  const secretPairs: Array<[NamedMethod, string | undefined, string | undefined]> = [
    ["github", config.GITHUB_CLIENT_ID, config.GITHUB_CLIENT_SECRET],
    ["google", config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET],
    ["facebook", config.FACEBOOK_CLIENT_ID, config.FACEBOOK_CLIENT_SECRET],
    ["linkedin", config.LINKEDIN_CLIENT_ID, config.LINKEDIN_CLIENT_SECRET],
    ["twitter", config.TWITTER_CLIENT_ID, config.TWITTER_CLIENT_SECRET],
  ];
  for (const [type, clientId, clientSecret] of secretPairs) {
    if (!clientId || !clientSecret) continue;
    providers.set(
      type,
      lazySocialProvider(type, namedProviderNames[type], async () =>
        (await import("./named-providers")).createNamedProvider({
          type,
          clientId,
          clientSecret: async () => clientSecret,
          callbackUrl: callbackUrlFor(config.PUBLIC_URL, type),
          standInUrl: config.SOCIAL_LOGIN_API_URL,
        }),
      ),
    );
  }
  const { APPLE_CLIENT_ID, APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_PRIVATE_KEY } = config;
  if (APPLE_CLIENT_ID && APPLE_TEAM_ID && APPLE_KEY_ID && APPLE_PRIVATE_KEY) {
    providers.set(
      "apple",
      lazySocialProvider("apple", namedProviderNames.apple, async () => {
        const { appleClientSecret, createNamedProvider } = await import("./named-providers");
        return createNamedProvider({
          type: "apple",
          clientId: APPLE_CLIENT_ID,
          clientSecret: appleClientSecret({
            clientId: APPLE_CLIENT_ID,
            teamId: APPLE_TEAM_ID,
            keyId: APPLE_KEY_ID,
            privateKey: APPLE_PRIVATE_KEY,
          }),
          callbackUrl: callbackUrlFor(config.PUBLIC_URL, "apple"),
          standInUrl: config.SOCIAL_LOGIN_API_URL,
        });
      }),
    );
  }
  if (config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET) {
    const settings = {
      issuer: config.OIDC_ISSUER,
      clientId: config.OIDC_CLIENT_ID,
      clientSecret: config.OIDC_CLIENT_SECRET,
      name: config.OIDC_NAME ?? DEFAULT_OIDC_NAME,
      callbackUrl: callbackUrlFor(config.PUBLIC_URL, "oidc"),
    };
    providers.set(
      "oidc",
      lazySocialProvider("oidc", settings.name, async () =>
        (await import("./openid-connect-provider")).createOpenIdConnectProvider(settings),
      ),
    );
  }
  return providers;
}
