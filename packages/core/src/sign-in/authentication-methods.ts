// product.md §3: the ways a publisher may let buyers sign in. Kept free of zod, so the page can
// import the lists themselves, not only their types.

/** Sign-in by a one-time code sent to an address. */
export const codeMethods = ["email", "sms"] as const;

/**
 * Sign-in through another provider's account: the named providers, and "oidc", the OpenID
 * Connect provider the operator names (docs/decisions/035).
 */
export const socialMethods = [
  "github",
  "facebook",
  "linkedin",
  "google",
  "twitter",
  "apple",
  "oidc",
] as const;

export const authenticationMethods = [...codeMethods, ...socialMethods] as const;

export type AuthenticationMethod = (typeof authenticationMethods)[number];
export type SocialMethod = (typeof socialMethods)[number];

export function isSocialMethod(method: AuthenticationMethod): method is SocialMethod {
  return (socialMethods as readonly string[]).includes(method);
}
