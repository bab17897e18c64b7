import type { CheckoutPublisher } from "@creator-checkout/core/catalog";
import { type SocialProvider, socialProviders } from "./social-providers";

/** The two ways to receive a one-time code: an e-mail, or a text message to a phone. */
export type SignInMethod = "email" | "sms";

export interface SignInMethods {
  /**
   * The form's parts, in tab order: "email" holds the social buttons and the e-mail field,
   * "sms" the phone field.
   */
  methods: SignInMethod[];
  /** product.md §4: the e-mail and phone tabs show only when sms and e-mail (or a social method) are on. */
  showTabs: boolean;
  /** product.md §4: the form starts on the creator's default method. */
  initial: SignInMethod;
  /** Whether the "email" part asks for an address: the creator sends codes by e-mail. */
  emailCodes: boolean;
  /** One "Continue with {Provider}" button each, in the "email" part. */
  social: SocialProvider[];
}

export function signInMethods(
  publisher: Pick<CheckoutPublisher, "authentication_methods" | "default_authentication_method">,
  oidcName: string | null = null,
): SignInMethods {
  const enabled = publisher.authentication_methods;
  const sms = enabled.includes("sms");
  const email = enabled.includes("email");
  const providers = socialProviders(enabled, oidcName);
  const social = providers.length > 0;
  const methods: SignInMethod[] =
    sms && !email && !social ? ["sms"] : sms ? ["email", "sms"] : ["email"];
  const preferred = publisher.default_authentication_method;
  return {
    methods,
    showTabs: sms && (email || social),
    initial: methods.includes(preferred) ? preferred : (methods[0] ?? "email"),
    // A creator who turned every method off still gets an e-mail form rather than an empty card.
    emailCodes: email || (!sms && !social),
    social: providers,
  };
}
