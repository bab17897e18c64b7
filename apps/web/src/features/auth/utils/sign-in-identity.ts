import { formatPhone } from "./format-phone";

/** Who is signing in: a normalised e-mail address, or a US/CA phone number in E.164. */
export type SignInIdentity = { method: "email"; email: string } | { method: "sms"; phone: string };

/** The `email | phone_number` part of the sign-in calls' queries and bodies. */
export function identityParams(
  identity: SignInIdentity,
): { email: string } | { phone_number: string } {
  return identity.method === "email" ? { email: identity.email } : { phone_number: identity.phone };
}

/** The address as the page shows it: the e-mail, or the phone formatted for reading. */
export function identityLabel(identity: SignInIdentity): string {
  return identity.method === "email" ? identity.email : formatPhone(identity.phone);
}
