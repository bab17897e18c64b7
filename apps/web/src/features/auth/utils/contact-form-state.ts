import { t } from "@creator-checkout/core/i18n";
import { combineValidators, email, required } from "@creator-checkout/core/validation";
import { formatPhone } from "./format-phone";
import type { SignInIdentity } from "./sign-in-identity";
import type { SignInMethod, SignInMethods } from "./sign-in-methods";

const validateEmail = combineValidators(required, email);

/**
 * What the form starts with: the address given before "change contact info", else the one the
 * page was opened for (an invitation's link names it), else nothing.
 */
export function initialContact(
  previous: SignInIdentity | null,
  initial: SignInMethod,
  offered: SignInIdentity | null = null,
) {
  if (previous === null && offered !== null) previous = offered;
  return {
    method: previous?.method ?? initial,
    email: previous?.method === "email" ? previous.email : "",
    phone: previous?.method === "sms" ? formatPhone(previous.phone) : "",
  };
}

/** Whether the social buttons show: in the e-mail part, when the creator has any. */
export function showsSocial(method: SignInMethod, methods: SignInMethods): boolean {
  return method === "email" && methods.social.length > 0;
}

/** Whether the part asks for an address: a phone always, an e-mail when codes go by e-mail. */
export function asksForAddress(method: SignInMethod, methods: SignInMethods): boolean {
  return method === "sms" || methods.emailCodes;
}

/** Who the typed e-mail address names, or the sentence that says what is wrong with it. */
export function readEmail(value: string): SignInIdentity | string {
  return validateEmail(value.trim()) || { method: "email", email: value.trim().toLowerCase() };
}

/** Who a phone number names once libphonenumber (loaded for phones only) normalised it. */
export function readPhone(normalized: string | null): SignInIdentity | string {
  return normalized ? { method: "sms", phone: normalized } : t("signIn.phone.invalid");
}
