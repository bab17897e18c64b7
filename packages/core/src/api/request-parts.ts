import { z } from "zod";

// Request parts that many endpoints share.

/** The `publisherid` header that nearly every call carries (product.md §6). */
export const publisherHeaders = z.object({
  publisherid: z.uuid({
    error: (issue) =>
      issue.input === undefined
        ? "publisher id must be provided"
        : "must be the publisher's id (a UUID)",
  }),
});

/** Principle P6: every call that may charge carries a key of the page's checkout attempt. */
export const chargeHeaders = publisherHeaders.extend({
  "idempotency-key": z
    .string({ error: "An Idempotency-Key header is required: one new key per checkout attempt." })
    .min(8, "Idempotency-Key must be 8 to 200 characters.")
    .max(200, "Idempotency-Key must be 8 to 200 characters."),
});

/** A path or query parameter that names a row by its UUID. */
export const uuidParam = () => z.uuid({ message: "must be a UUID" });

/** A day of a funnel's range, `YYYY-MM-DD` in UTC; the range itself is checked by its reader. */
export const funnelDay = (name: string) =>
  z.string({ error: `${name} is required.` }).max(10, `${name} must be a date such as 2026-11-01.`);

const countryMessage =
  "country must be the two-letter ISO code of the buyer's country, such as NL.";

/**
 * What a buyer says of where they are and who they buy as (docs/decisions/124, 125): the country
 * they state, that they confirm it when their card was issued elsewhere, and a business's VAT
 * number. Used only where the creator collects tax.
 */
export const buyerTaxFields = {
  country: z
    .string({ error: countryMessage })
    .regex(/^[A-Za-z]{2}$/, countryMessage)
    .optional(),
  country_confirmed: z.boolean({ error: "country_confirmed must be true or false." }).optional(),
  vat_number: z
    .string({ error: "vat_number must be an EU VAT number with its country prefix." })
    .max(32, "A VAT number is at most 32 characters.")
    .optional(),
  /**
   * The total, tax included, that the buyer was shown (the tax quote's `amount`), in minor
   * units; required where the creator adds tax to the price, so nothing is charged that the
   * buyer was not shown (docs/decisions/128).
   */
  total: z
    .number({ error: "total must be a whole number of minor units (cents)." })
    .int("total must be a whole number of minor units (cents).")
    .nonnegative("total must not be negative.")
    .optional(),
};

const currencyMessage = "currency must be a three-letter ISO 4217 code in capitals, such as EUR.";
/**
 * The currency the buyer's page priced the option in (docs/decisions/160): one of the option's
 * currencies, else a 422; the option's first currency when absent.
 */
export const buyerCurrency = z
  .string({ error: currencyMessage })
  .regex(/^[A-Z]{3}$/, currencyMessage)
  .optional();
