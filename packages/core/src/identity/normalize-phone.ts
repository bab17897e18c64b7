import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** product.md §5: sign-in phones are US and CA numbers only; a number without a country code is US. */
export const PHONE_COUNTRIES = ["US", "CA"] as const;

/** The E.164 form of a valid US or CA phone number ("+14155550123"), or null. */
export function normalizePhone(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), "US");
  if (!parsed?.isValid()) return null;
  const country = parsed.country;
  if (country !== "US" && country !== "CA") return null;
  return parsed.number;
}
