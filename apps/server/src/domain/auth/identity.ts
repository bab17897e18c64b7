import { normalizeEmail, normalizePhone } from "@creator-checkout/core/identity";
import { INVALID_PHONE_MESSAGE } from "@creator-checkout/core/sign-in";
import { badRequest } from "../../app-error";

/** Who is signing in: an e-mail address or a US/CA phone number, normalised. */
export type Identity = { kind: "email"; email: string } | { kind: "sms"; phone: string };

/**
 * Reads the spec's "email or phone" input (the phone may be called phone or phone_number).
 * Exactly one must be given, and it must be valid.
 */
export function parseIdentity(input: {
  email?: string | undefined;
  phone?: string | undefined;
  phone_number?: string | undefined;
}): Identity {
  const phoneInput = input.phone ?? input.phone_number;
  if (input.email && phoneInput)
    throw badRequest("Give an e-mail address or a phone number, not both.");
  if (input.email) {
    const email = normalizeEmail(input.email);
    if (!email) throw badRequest("Invalid email address");
    return { kind: "email", email };
  }
  if (phoneInput) {
    const phone = normalizePhone(phoneInput);
    if (!phone) throw badRequest(INVALID_PHONE_MESSAGE);
    return { kind: "sms", phone };
  }
  throw badRequest("An e-mail address or a phone number is required.");
}

/** The key a code is sent to and counted under: "email:ada@example.com", "sms:+14155550123". */
export function destinationOf(identity: Identity): string {
  return identity.kind === "email" ? `email:${identity.email}` : `sms:${identity.phone}`;
}

export function addressOf(identity: Identity): string {
  return identity.kind === "email" ? identity.email : identity.phone;
}
