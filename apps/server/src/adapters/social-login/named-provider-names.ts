import { DEFAULT_OIDC_NAME, type SocialMethod } from "@creator-checkout/core/sign-in";

export type NamedMethod = Exclude<SocialMethod, "oidc">;

/** Each named provider's name as the page shows it. */
export const namedProviderNames: Record<NamedMethod, string> = {
  github: "GitHub",
  google: "Google",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  twitter: "Twitter",
  apple: "Apple",
};

/** A provider's name for people, configured or not. */
export function socialProviderName(type: SocialMethod): string {
  return type === "oidc" ? DEFAULT_OIDC_NAME : namedProviderNames[type];
}
