import type { AuthenticationMethod } from "@creator-checkout/core/catalog";
import { offeredLanguages } from "@/components/language-switcher";

/**
 * A language named in its own words ("Deutsch"), as the server names the page's alternates; the
 * page formats without Intl (docs/decisions/059).
 */
export function languageName(tag: string): string {
  return offeredLanguages().find((language) => language.tag === tag)?.name ?? tag;
}

/** The sign-in methods the profile form offers: a code needs nothing of the server's set-up. */
export const codeMethodLabels = {
  email: "A code by e-mail",
  sms: "A code by text message",
} as const;

const socialNames: Readonly<Record<string, string>> = {
  github: "GitHub",
  linkedin: "LinkedIn",
  oidc: "OpenID provider",
};

/** How the dashboard names each way a buyer may sign in. */
export function methodLabel(method: AuthenticationMethod): string {
  if (method === "email" || method === "sms") return codeMethodLabels[method];
  return socialNames[method] ?? `${method.charAt(0).toUpperCase()}${method.slice(1)}`;
}
