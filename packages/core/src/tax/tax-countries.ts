/** An ISO 3166-1 alpha-2 country code, upper case ("NL", "GR"; never VAT's "EL"). */
export type CountryCode = string;

/** What a creator writes to say one registration under the EU's OSS covers all 27 members. */
export const EU_OSS = "EU";

/** The 27 member states, in ISO codes: an OSS registration covers each of them. */
export const EU_MEMBER_STATES: ReadonlySet<CountryCode> = new Set(
  "AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK".split(" "),
);

/** What the checkout needs to know of a country it can collect tax for. */
export interface TaxCountry {
  /** English name, as the tax line writes it: "VAT 21% (Netherlands)". */
  name: string;
  /** The tax's name on the tax line: "GST" where the country's own law says so, else "VAT". */
  taxName: "VAT" | "GST";
  /** The capital's clock: a rate changes at midnight there (docs/decisions/117). */
  clock: CountryClock;
}

/**
 * A capital's offset from UTC in winter, and its summer-time rule: "eu" for the EU's (and the
 * UK's, Norway's, Switzerland's) last Sundays of March and October, "nsw" for Canberra's and
 * Sydney's first Sundays of October and April. Written out rather than read from Intl, which
 * core does without (docs/decisions/059); `supply-day.test.ts` checks it against Intl's zones.
 */
export interface CountryClock {
  utcOffsetHours: number;
  summerTime: "eu" | "nsw";
}

// Australia's law names its tax GST (A New Tax System (Goods and Services Tax) Act 1999), and the
// issue asks for it. Switzerland's MWST/TVA/IVA and the like are the same tax under another
// language's name; the issue asks for them only if a spec says so, and none does: "VAT".
const vat = (name: string, utcOffsetHours: number): TaxCountry => ({
  name,
  taxName: "VAT",
  clock: { utcOffsetHours, summerTime: "eu" },
});

/** The countries of the shipped rates table (docs/decisions/117). */
export const TAX_COUNTRIES: ReadonlyMap<CountryCode, TaxCountry> = new Map([
  ["AT", vat("Austria", 1)],
  ["BE", vat("Belgium", 1)],
  ["BG", vat("Bulgaria", 2)],
  ["CY", vat("Cyprus", 2)],
  ["CZ", vat("Czechia", 1)],
  ["DE", vat("Germany", 1)],
  ["DK", vat("Denmark", 1)],
  ["EE", vat("Estonia", 2)],
  ["ES", vat("Spain", 1)],
  ["FI", vat("Finland", 2)],
  ["FR", vat("France", 1)],
  ["GR", vat("Greece", 2)],
  ["HR", vat("Croatia", 1)],
  ["HU", vat("Hungary", 1)],
  ["IE", vat("Ireland", 0)],
  ["IT", vat("Italy", 1)],
  ["LT", vat("Lithuania", 2)],
  ["LU", vat("Luxembourg", 1)],
  ["LV", vat("Latvia", 2)],
  ["MT", vat("Malta", 1)],
  ["NL", vat("Netherlands", 1)],
  ["PL", vat("Poland", 1)],
  ["PT", vat("Portugal", 0)],
  ["RO", vat("Romania", 2)],
  ["SE", vat("Sweden", 1)],
  ["SI", vat("Slovenia", 1)],
  ["SK", vat("Slovakia", 1)],
  ["GB", vat("United Kingdom", 0)],
  ["NO", vat("Norway", 1)],
  ["CH", vat("Switzerland", 1)],
  [
    "AU",
    {
      name: "Australia",
      taxName: "GST",
      clock: { utcOffsetHours: 10, summerTime: "nsw" },
    },
  ],
]);

const COUNTRY_SHAPE = /^[A-Z]{2}$/;

/**
 * The ISO code a caller meant, or null: trims and upper-cases, and refuses anything that is not
 * two letters, so "nl " is NL and "__proto__" or "Netherlands" is nothing.
 */
export function normalizeCountry(input: unknown): CountryCode | null {
  if (typeof input !== "string" || input.length > 8) return null;
  const code = input.trim().toUpperCase();
  return COUNTRY_SHAPE.test(code) ? code : null;
}
