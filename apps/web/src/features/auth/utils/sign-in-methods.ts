import type { Publisher } from "@creator-checkout/core/catalog";
import { isSocialMethod } from "@creator-checkout/core/sign-in";

/** The two ways to receive a one-time code: an e-mail, or a text message to a phone. */
export type SignInMethod = "email" | "sms";

export interface SignInMethods {
  /** The methods the form offers, in tab order. */
  methods: SignInMethod[];
  /** product.md §4: the e-mail and phone tabs show only when sms and e-mail (or a social method) are on. */
  showTabs: boolean;
  /** product.md §4: the form starts on the creator's default method. */
  initial: SignInMethod;
}

export function signInMethods(
  publisher: Pick<Publisher, "authentication_methods" | "default_authentication_method">,
): SignInMethods {
  const enabled = publisher.authentication_methods;
  const sms = enabled.includes("sms");
  const email = enabled.includes("email");
  const social = enabled.some(isSocialMethod);
  // E-mail stays the fallback: a creator with only social logins still gets a code form.
  const methods: SignInMethod[] =
    sms && !email && !social ? ["sms"] : sms ? ["email", "sms"] : ["email"];
  const preferred = publisher.default_authentication_method;
  return {
    methods,
    showTabs: sms && (email || social),
    initial: methods.includes(preferred) ? preferred : (methods[0] ?? "email"),
  };
}
