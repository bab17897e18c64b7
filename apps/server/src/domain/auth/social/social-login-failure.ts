import type { SocialMethod } from "@creator-checkout/core/sign-in";

/**
 * Why a social login did not sign the buyer in, as the `error` of the pop-up's message and in the
 * log (docs/decisions/035). Short codes the page can match; never what the provider sent.
 */
export const socialLoginFailureCodes = [
  // The buyer declined at the provider (its access_denied).
  "cancelled",
  // The provider answered with another error, or could not be reached or understood.
  "provider_error",
  // No attempt matches the state: unknown, already used, expired, or from another browser.
  "invalid_state",
  // The provider did not vouch for the address it gave (docs/decisions/034).
  "email_not_verified",
  // The provider gave no usable e-mail address.
  "email_missing",
  // The publisher or the operator no longer offers this provider.
  "not_offered",
] as const;

export type SocialLoginFailureCode = (typeof socialLoginFailureCodes)[number];

export class SocialLoginFailure extends Error {
  constructor(
    readonly code: SocialLoginFailureCode,
    readonly provider: SocialMethod | null,
    options?: { cause?: unknown },
  ) {
    super(`social login failed: ${code}`, options);
    this.name = "SocialLoginFailure";
  }
}
