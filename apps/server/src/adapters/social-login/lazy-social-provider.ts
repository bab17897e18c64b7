import type { SocialMethod } from "@creator-checkout/core/sign-in";
import type { SocialProvider } from "./social-provider";

/**
 * A configured provider whose client library (arctic, openid-client) loads with its first
 * sign-in, not with the server: most servers offer none, and a buyer who signs in by code never
 * needs one (docs/decisions/110).
 */
export function lazySocialProvider(
  type: SocialMethod,
  name: string,
  load: () => Promise<SocialProvider>,
): SocialProvider {
  let provider: Promise<SocialProvider> | undefined;
  const loaded = () => {
    provider ??= load();
    return provider;
  };
  return {
    type,
    name,
    authorizationUrl: async (secrets) => (await loaded()).authorizationUrl(secrets),
    readIdentity: async (input) => (await loaded()).readIdentity(input),
  };
}
