import { type Country, checkVAT, countries } from "jsvat";
import { type CountryCode, EU_MEMBER_STATES } from "./tax-countries";

// The 27 member states alone: a number from elsewhere (or the "EU" numbers of non-EU sellers
// under the OSS) can never make a sale reverse-charged, and VIES knows only these.
const EU_VAT_FORMATS: readonly Country[] = countries.filter((country) =>
  EU_MEMBER_STATES.has(country.codes[0] ?? ""),
);

/** Longer than any member state's number with spaces and dots: refused before parsing. */
export const VAT_NUMBER_MAX_LENGTH = 32;

export type VatNumberCheck =
  | {
      valid: true;
      /** ISO code of the issuing state: Greece's "EL" numbers are GR. */
      country: CountryCode;
      /** As VIES wants it: upper case, without spaces, dots or dashes ("NL000099998B57"). */
      number: string;
    }
  | { valid: false; message: string };

export const VAT_NUMBER_MESSAGE =
  "Enter an EU VAT number with its country prefix, for example NL000099998B57.";

/**
 * Whether `input` is an EU VAT number by its member state's format and check digits (jsvat).
 * A format that passes says nothing of whether the number is registered: VIES says that.
 */
export function checkVatNumber(input: unknown): VatNumberCheck {
  if (typeof input !== "string" || input.length > VAT_NUMBER_MAX_LENGTH) {
    return { valid: false, message: VAT_NUMBER_MESSAGE };
  }
  const result = checkVAT(input, EU_VAT_FORMATS);
  if (!result.isValid || result.country === undefined) {
    return { valid: false, message: VAT_NUMBER_MESSAGE };
  }
  return { valid: true, country: result.country.isoCode.short, number: result.value ?? input };
}
