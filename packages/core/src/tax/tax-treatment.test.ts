import { describe, expect, it } from "vitest";
import { SHIPPED_TAX_RATES } from "./shipped-tax-rates";
import { type TaxTreatmentInput, taxTreatment } from "./tax-treatment";

const OSS = { country: "EU", tax_id: "NL000099998B57" };
const UK = { country: "GB", tax_id: "GB980780684" };
const AUSTRALIA = { country: "AU", tax_id: "51824753556" };

const sale = (overrides: Partial<TaxTreatmentInput>): TaxTreatmentInput => ({
  rates: SHIPPED_TAX_RATES,
  registrations: [OSS],
  sellerCountry: "NL",
  buyerCountry: "DE",
  businessVatNumber: null,
  at: new Date("2026-11-29T12:00:00Z"),
  ...overrides,
});

describe("which tax a sale carries", () => {
  it.each([
    {
      case: "a creator with no registration",
      input: { registrations: [] },
      reason: "not_registered",
    },
    {
      case: "a buyer outside every registration",
      input: { buyerCountry: "US" },
      reason: "not_registered",
    },
    {
      case: "an OSS registration, for a buyer in Norway",
      input: { buyerCountry: "NO" },
      reason: "not_registered",
    },
    {
      case: "a UK registration alone, for a buyer in Germany",
      input: { registrations: [UK] },
      reason: "not_registered",
    },
    {
      case: "a buyer in a country no one knows",
      input: { buyerCountry: "ZZ" },
      reason: "not_registered",
    },
    {
      case: "a registration in a country the table has no rate for yet that day",
      input: { registrations: [AUSTRALIA], buyerCountry: "AU", at: new Date("1999-01-01") },
      reason: "no_rate",
    },
  ] as const)("none for $case", ({ input, reason }) => {
    expect(taxTreatment(sale(input))).toEqual({ kind: "none", reason });
  });

  it.each([
    { buyerCountry: "DE", registrations: [OSS], percent: 19, taxName: "VAT", name: "Germany" },
    { buyerCountry: "NL", registrations: [OSS], percent: 21, taxName: "VAT", name: "Netherlands" },
    { buyerCountry: "FI", registrations: [OSS], percent: 25.5, taxName: "VAT", name: "Finland" },
    { buyerCountry: "GR", registrations: [OSS], percent: 24, taxName: "VAT", name: "Greece" },
    {
      buyerCountry: "GB",
      registrations: [OSS, UK],
      percent: 20,
      taxName: "VAT",
      name: "United Kingdom",
    },
    {
      buyerCountry: "AU",
      registrations: [AUSTRALIA],
      percent: 10,
      taxName: "GST",
      name: "Australia",
    },
    {
      buyerCountry: "CH",
      registrations: [{ country: "CH", tax_id: "CHE-123.456.788 MWST" }],
      percent: 8.1,
      taxName: "VAT",
      name: "Switzerland",
    },
    {
      buyerCountry: "DE",
      registrations: [{ country: "DE", tax_id: "DE129273398" }],
      percent: 19,
      taxName: "VAT",
      name: "Germany",
    },
  ] as const)("$name's $percent % for a consumer there", (c) => {
    const treatment = taxTreatment(
      sale({ buyerCountry: c.buyerCountry, registrations: c.registrations }),
    );
    expect(treatment).toMatchObject({
      kind: "taxed",
      rate: { country: c.buyerCountry, percent: c.percent },
      taxName: c.taxName,
      countryName: c.name,
    });
  });

  it("charges the rate of the buyer's day, not of UTC's, across a change at midnight", () => {
    const tallinn = (at: string) => taxTreatment(sale({ buyerCountry: "EE", at: new Date(at) }));
    expect(tallinn("2025-06-30T20:59:59Z")).toMatchObject({ rate: { percent: 22 } });
    expect(tallinn("2025-06-30T21:00:00Z")).toMatchObject({ rate: { percent: 24 } });
  });

  describe("a business buyer with a verified VAT number", () => {
    const business = (country: string, number: string) => ({ country, number });

    it("is reverse-charged in another EU country than the seller's", () => {
      expect(taxTreatment(sale({ businessVatNumber: business("DE", "DE129273398") }))).toEqual({
        kind: "reverse_charge",
        country: "DE",
        registration: OSS,
      });
    });

    it("is reverse-charged by a seller outside the EU registered under the OSS", () => {
      expect(
        taxTreatment(
          sale({ sellerCountry: "US", businessVatNumber: business("DE", "DE129273398") }),
        ),
      ).toMatchObject({ kind: "reverse_charge", country: "DE" });
    });

    it("is reverse-charged by a seller registered in one member state only", () => {
      const registrations = [{ country: "NL", tax_id: "NL000099998B57" }];
      expect(
        taxTreatment(sale({ registrations, businessVatNumber: business("DE", "DE129273398") })),
      ).toMatchObject({ kind: "reverse_charge", country: "DE" });
    });

    it("pays the seller's own VAT in the seller's own country", () => {
      expect(
        taxTreatment(
          sale({ buyerCountry: "NL", businessVatNumber: business("NL", "NL000099998B57") }),
        ),
      ).toMatchObject({ kind: "taxed", rate: { percent: 21 } });
    });

    it("pays as a consumer when the number is of another country than the buyer's", () => {
      expect(
        taxTreatment(
          sale({ buyerCountry: "FR", businessVatNumber: business("DE", "DE129273398") }),
        ),
      ).toMatchObject({ kind: "taxed", rate: { country: "FR", percent: 20 } });
    });

    it("changes nothing for a creator with no EU registration", () => {
      expect(
        taxTreatment(
          sale({ registrations: [UK], businessVatNumber: business("DE", "DE129273398") }),
        ),
      ).toEqual({ kind: "none", reason: "not_registered" });
    });

    it("is not reverse-charged outside the EU", () => {
      expect(
        taxTreatment(
          sale({
            buyerCountry: "GB",
            registrations: [OSS, UK],
            businessVatNumber: business("GB", "GB980780684"),
          }),
        ),
      ).toMatchObject({ kind: "taxed", rate: { country: "GB" } });
    });
  });
});
