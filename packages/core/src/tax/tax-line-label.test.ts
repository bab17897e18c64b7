import { describe, expect, it } from "vitest";
import { SHIPPED_TAX_RATES } from "./shipped-tax-rates";
import { percentText, taxLineLabel } from "./tax-line-label";
import { taxTreatment } from "./tax-treatment";

const taxedIn = (buyerCountry: string, registration: string) =>
  taxTreatment({
    rates: SHIPPED_TAX_RATES,
    registrations: [{ country: registration, tax_id: "X" }],
    sellerCountry: "NL",
    buyerCountry,
    businessVatNumber: null,
    at: new Date("2026-11-29T12:00:00Z"),
  });

describe("the summary's tax line", () => {
  it.each([
    ["NL", "EU", "exclusive", "VAT 21% (Netherlands)"],
    ["NL", "EU", "inclusive", "incl. VAT 21%"],
    ["FI", "EU", "exclusive", "VAT 25.5% (Finland)"],
    ["FI", "EU", "inclusive", "incl. VAT 25.5%"],
    ["CH", "CH", "exclusive", "VAT 8.1% (Switzerland)"],
    ["AU", "AU", "exclusive", "GST 10% (Australia)"],
    ["AU", "AU", "inclusive", "incl. GST 10%"],
    ["GB", "GB", "inclusive", "incl. VAT 20%"],
  ] as const)("in %s under %s, %s prices: %j", (country, registration, inclusion, label) => {
    expect(taxLineLabel(taxedIn(country, registration), inclusion)).toBe(label);
  });

  it("is absent when no tax applies", () => {
    expect(taxLineLabel(taxedIn("US", "EU"), "exclusive")).toBeNull();
  });

  it("says reverse charge in the directive's words", () => {
    const treatment = taxTreatment({
      rates: SHIPPED_TAX_RATES,
      registrations: [{ country: "EU", tax_id: "X" }],
      sellerCountry: "NL",
      buyerCountry: "DE",
      businessVatNumber: { country: "DE", number: "DE129273398" },
      at: new Date("2026-11-29T12:00:00Z"),
    });
    expect(taxLineLabel(treatment, "exclusive")).toBe("Reverse charge");
  });

  it.each([
    [2100, "21"],
    [2550, "25.5"],
    [810, "8.1"],
    [5, "0.05"],
    [0, "0"],
    [10_000, "100"],
  ])("writes %s hundredths as %s", (hundredths, text) => {
    expect(percentText(hundredths)).toBe(text);
  });
});
