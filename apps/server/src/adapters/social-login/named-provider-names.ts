import type { SocialMethod } from "@creator-checkout/core/sign-in";

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
