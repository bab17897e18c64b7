import { EMAIL_PATTERN } from "../validation/email";

/** The stored form of an e-mail address (trimmed, lower case), or null when it is not one. */
export function normalizeEmail(input: string): string | null {
  const trimmed = input.trim().toLowerCase();
  return trimmed.length <= 254 && EMAIL_PATTERN.test(trimmed) ? trimmed : null;
}
