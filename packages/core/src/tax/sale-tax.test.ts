import { describe, expect, it } from "vitest";
import { type SaleTaxInput, saleTax, saleTaxLabel, taxedAmount } from "./sale-tax";
import { SHIPPED_TAX_RATES } from "./shipped-tax-rates";

const NETHERLANDS_SELLER = {
  registrations: [{ country: "EU", tax_id: "NL000099998B57" }],
  legal_address: { country: "NL" },
  price_mode: "inclusive" as const,
};

const input = (overrides: Partial<SaleTaxInput>): SaleTaxInput => ({
  settings: NETHERLANDS_SELLER,
  rates: SHIPPED_TAX_RATES,
  country: "DE",
  vatNumber: null,
  at: new Date("2026-11-29T12:00:00Z"),
  ...overrides,
});

describe("the tax of one sale", () => {
  it("taxes a German consumer at 19 % inside an inclusive price", () => {
    const sale = saleTax(input({}));
    expect(sale).toEqual({
      country: "DE",
      treatment: "taxed",
      rateHundredths: 1900,
      inclusion: "inclusive",
      label: "incl. VAT 19%",
    });
    expect(taxedAmount(sale, 1000)).toEqual({ netMinor: 840, taxMinor: 160, grossMinor: 1000 });
  });

  it("adds the tax to an exclusive price", () => {
    const sale = saleTax(input({ settings: { ...NETHERLANDS_SELLER, price_mode: "exclusive" } }));
    expect(sale.label).toBe("VAT 19% (Germany)");
    expect(taxedAmount(sale, 1000)).toEqual({ netMinor: 1000, taxMinor: 190, grossMinor: 1190 });
  });

  it("adds the tax for a US buyer under location pricing only where it collects there", () => {
    const settings = { ...NETHERLANDS_SELLER, price_mode: "location" as const };
    const american = saleTax(input({ settings, country: "US" }));
    expect(american).toMatchObject({ treatment: "not_registered", inclusion: "exclusive" });
    expect(taxedAmount(american, 1000)).toEqual({ netMinor: 1000, taxMinor: 0, grossMinor: 1000 });
    expect(saleTax(input({ settings })).inclusion).toBe("inclusive");
  });

  it("reverse-charges a business in another member state, and charges the price as it is", () => {
    const sale = saleTax(input({ vatNumber: { country: "DE", number: "DE136695976" } }));
    expect(sale).toMatchObject({ treatment: "reverse_charge", rateHundredths: 0 });
    expect(sale.label).toBe("Reverse charge");
    expect(taxedAmount(sale, 1000)).toEqual({ netMinor: 1000, taxMinor: 0, grossMinor: 1000 });
  });

  it("says no rate before a country's first row", () => {
    const rates = { ...SHIPPED_TAX_RATES, rates: [] };
    expect(saleTax(input({ rates })).treatment).toBe("no_rate");
  });
});

describe("the tax line of a recorded sale", () => {
  it.each([
    {
      sale: { country: "NL", treatment: "taxed", rateHundredths: 2100, inclusion: "exclusive" },
      label: "VAT 21% (Netherlands)",
    },
    {
      sale: { country: "FI", treatment: "taxed", rateHundredths: 2550, inclusion: "inclusive" },
      label: "incl. VAT 25.5%",
    },
    {
      sale: { country: "AU", treatment: "taxed", rateHundredths: 1000, inclusion: "exclusive" },
      label: "GST 10% (Australia)",
    },
    {
      sale: {
        country: "DE",
        treatment: "reverse_charge",
        rateHundredths: 0,
        inclusion: "exclusive",
      },
      label: "Reverse charge",
    },
    {
      sale: {
        country: "US",
        treatment: "not_registered",
        rateHundredths: 0,
        inclusion: "exclusive",
      },
      label: null,
    },
    {
      sale: { country: "DE", treatment: "no_rate", rateHundredths: 0, inclusion: "inclusive" },
      label: null,
    },
  ] as const)("reads $label", ({ sale, label }) => {
    expect(saleTaxLabel(sale)).toBe(label);
  });
});
