import { t } from "@creator-checkout/core/i18n";

/** A way to sign in through another provider's account, as the button and the pop-up name it. */
export interface SocialProvider {
  /** The `{type}` of `/connect/{type}/user` (product.md §7). */
  type: string;
  /** "GitHub", or the operator's name for their OpenID Connect provider. */
  name: string;
}

// product.md §3: the named providers, in the order their buttons appear.
const namedProviders: Record<string, string> = {
  google: "Google",
  apple: "Apple",
  facebook: "Facebook",
  github: "GitHub",
  linkedin: "LinkedIn",
  twitter: "Twitter",
};

/**
 * The social providers the publisher offers, one button each: the named ones in a fixed order,
 * then the operator's OpenID Connect provider. The server has already left out any provider the
 * operator has not configured.
 */
export function socialProviders(
  methods: readonly string[],
  oidcName: string | null = null,
): SocialProvider[] {
  const providers = Object.entries(namedProviders)
    .filter(([type]) => methods.includes(type))
    .map(([type, name]) => ({ type, name }));
  if (methods.includes("oidc")) {
    providers.push({ type: "oidc", name: oidcName?.trim() || t("signIn.oidcName") });
  }
  return providers;
}
