import {
  type AuthenticationMethod,
  isSocialMethod,
  type SocialMethod,
} from "@creator-checkout/core/sign-in";

/**
 * The publisher's sign-in methods the page may show: a social provider only when the operator
 * configured it too, since its button could never work otherwise. Code methods stay.
 */
export function offeredSignInMethods(
  publisherMethods: readonly AuthenticationMethod[],
  configured: ReadonlySet<SocialMethod> | ReadonlyMap<SocialMethod, unknown>,
): AuthenticationMethod[] {
  return publisherMethods.filter((method) => !isSocialMethod(method) || configured.has(method));
}
