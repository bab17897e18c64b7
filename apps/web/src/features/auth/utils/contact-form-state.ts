import { t } from "@creator-checkout/core/i18n";
import { combineValidators, email, required } from "@creator-checkout/core/validation";
import { formatPhone } from "./format-phone";
import type { SignInIdentity } from "./sign-in-identity";
import type { SignInMethod, SignInMethods } from "./sign-in-methods";

const validateEmail = combineValidators(required, email);

/** What the form starts with: the address given before "change contact info", else nothing. */
export function initialContact(previous: SignInIdentity | null, initial: SignInMethod) {
  return {
    method: previous?.method ?? initial,
    email: previous?.method === "email" ? previous.email : "",
    phone: previous?.method === "sms" ? formatPhone(previous.phone) : "",
  };
}

/** The parts of the form the picked method shows. */
export function contactParts(method: SignInMethod, methods: SignInMethods) {
  const showsSocial = method === "email" && methods.social.length > 0;
  const asksForAddress = method === "sms" || methods.emailCodes;
  return {
    showsSocial,
    asksForAddress,
    showsOr: showsSocial && asksForAddress,
    // The browser offers passkeys in the e-mail field only (docs/decisions/037).
    passkeyAutofill: method === "email" && asksForAddress,
  };
}

/** Who the typed address names, or the sentence that says what is wrong with it. */
export type ContactReading = { identity: SignInIdentity } | { error: string };

export function readEmail(value: string): ContactReading {
  const message = validateEmail(value.trim());
  if (message) return { error: message };
  return { identity: { method: "email", email: value.trim().toLowerCase() } };
}

/** A phone number, once libphonenumber (loaded only for phones) has normalised it. */
export function readPhone(normalized: string | null): ContactReading {
  return normalized
    ? { identity: { method: "sms", phone: normalized } }
    : { error: t("signIn.phone.invalid") };
}
