import { z } from "zod";
import { PRICE_MODES } from "./price-mode";
import { EU_MEMBER_STATES, EU_OSS, normalizeCountry, TAX_COUNTRIES } from "./tax-countries";
import { checkVatNumber } from "./vat-number";

// A creator's tax settings (docs/decisions/119), the same in the catalog file and the
// publisher API. Every message is a sentence a creator can act on.

const REGISTERABLE = [EU_OSS, ...TAX_COUNTRIES.keys()];
const REGISTRATIONS_MAX = REGISTERABLE.length;
const TAX_ID_SHAPE = /^[A-Za-z0-9][A-Za-z0-9 .-]{0,39}$/;
// A non-union OSS number: EU and nine digits (Implementing Regulation 2020/194, art. 2).
const NON_UNION_OSS_ID = /^EU\d{9}$/;

const registration = z.strictObject(
  {
    country: z
      .string({ error: "Each registration needs a country." })
      .transform((value) =>
        value.trim().toUpperCase() === EU_OSS ? EU_OSS : normalizeCountry(value),
      )
      .refine((value): value is string => value !== null && REGISTERABLE.includes(value), {
        error: `Each registration's country must be EU (the One-Stop Shop) or one of ${[...TAX_COUNTRIES.keys()].join(", ")}.`,
      }),
    tax_id: z
      .string({ error: "Each registration needs the tax id it was given." })
      .trim()
      .regex(TAX_ID_SHAPE, "A tax id is 1 to 40 letters and digits, with spaces, dots or dashes."),
  },
  { error: "Each registration is { country, tax_id }." },
);

const address = z.strictObject(
  {
    line1: z.string().trim().min(1, "The legal address needs its first line.").max(200),
    line2: z.string().trim().max(200).nullable().default(null),
    city: z.string().trim().min(1, "The legal address needs its city.").max(100),
    postal_code: z.string().trim().max(20).nullable().default(null),
    country: z
      .string({ error: "The legal address needs its country." })
      .transform(normalizeCountry)
      .refine((value): value is string => value !== null, {
        error: "The legal address's country is its two-letter ISO code, such as NL.",
      }),
  },
  { error: "The legal address is { line1, line2?, city, postal_code?, country }." },
);

export const taxSettingsSchema = z
  .strictObject(
    {
      registrations: z
        .array(registration, { error: "registrations is a list of { country, tax_id }." })
        .min(1, "Name at least one registration, or set tax to null to collect none.")
        .max(REGISTRATIONS_MAX, `At most ${REGISTRATIONS_MAX} registrations.`),
      legal_name: z
        .string({ error: "Give the legal name your invoices carry." })
        .trim()
        .min(1, "Give the legal name your invoices carry.")
        .max(200, "The legal name may be at most 200 characters."),
      legal_address: address,
      price_mode: z
        .enum(PRICE_MODES, {
          error:
            "price_mode is inclusive, exclusive or location (exclusive in the US, Canada and India).",
        })
        .default("inclusive"),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `${issue.keys.join(", ")}: not a tax setting; they are registrations, legal_name, legal_address and price_mode.`
          : "tax is { registrations, legal_name, legal_address, price_mode }, or null.",
    },
  )
  .superRefine((settings, context) => {
    const seen = new Set<string>();
    settings.registrations.forEach(({ country, tax_id }, index) => {
      if (seen.has(country)) {
        context.addIssue({
          code: "custom",
          path: ["registrations", index, "country"],
          message: `${country} is registered twice: name each country once.`,
        });
      }
      seen.add(country);
      const problem = taxIdProblem(country, tax_id);
      if (problem !== null) {
        context.addIssue({
          code: "custom",
          path: ["registrations", index, "tax_id"],
          message: problem,
        });
      }
    });
  });

export type TaxSettings = z.infer<typeof taxSettingsSchema>;

/** The settings as stored and answered: the shape alone, without the checks and trims above. */
export const taxSettingsView = z.object({
  registrations: z.array(z.object({ country: z.string(), tax_id: z.string() })),
  legal_name: z.string(),
  legal_address: z.object({
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    postal_code: z.string().nullable(),
    country: z.string(),
  }),
  price_mode: z.enum(PRICE_MODES),
});
export type TaxSettingsInput = z.input<typeof taxSettingsSchema>;

/** Why a tax id cannot be the one a member state or the OSS gave, or null. */
function taxIdProblem(country: string, taxId: string): string | null {
  if (country === EU_OSS) {
    if (NON_UNION_OSS_ID.test(taxId.replace(/[ .-]/g, "").toUpperCase())) return null;
    return checkVatNumber(taxId).valid
      ? null
      : "An EU registration's tax id is your member state's VAT number, or EU and nine digits under the non-union scheme.";
  }
  if (!EU_MEMBER_STATES.has(country)) return null;
  const check = checkVatNumber(taxId);
  if (!check.valid) return `${taxId} is not a VAT number of ${TAX_COUNTRIES.get(country)?.name}.`;
  return check.country === country
    ? null
    : `${taxId} is a VAT number of ${TAX_COUNTRIES.get(check.country)?.name}, not of ${TAX_COUNTRIES.get(country)?.name}.`;
}
