import type { SocialMethod } from "@creator-checkout/core/sign-in";

/** Who the provider says signed in: its own id for the account, and the address it gave. */
export interface ProviderIdentity {
  /** The provider's stable id for the account; e-mail addresses change, this does not. */
  subject: string;
  email: string | null;
  /** Whether the provider vouches that the account holder receives mail at `email`. */
  emailVerified: boolean;
}

/** What one sign-in through a provider carries from the connect call to its callback. */
export interface AttemptSecrets {
  state: string;
  codeVerifier: string;
  nonce: string;
}

/**
 * One configured provider. `authorizationUrl` is where the buyer's browser goes;
 * `readIdentity` turns the provider's answer at the callback into who signed in, or throws.
 */
export interface SocialProvider {
  type: SocialMethod;
  /** The provider's name as the page shows it: "GitHub", or OIDC_NAME. */
  name: string;
  authorizationUrl(secrets: AttemptSecrets): Promise<URL>;
  readIdentity(
    input: { callbackParams: URLSearchParams } & AttemptSecrets,
  ): Promise<ProviderIdentity>;
}

/** The providers the operator configured, by type. */
export type SocialProviders = ReadonlyMap<SocialMethod, SocialProvider>;
