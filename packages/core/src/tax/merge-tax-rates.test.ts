import { describe, expect, it } from "vitest";
import { mergeTaxRates } from "./merge-tax-rates";
import { SHIPPED_TAX_RATES } from "./shipped-tax-rates";
import { taxRateOn } from "./tax-rate-on";
import { taxRatesTableProblems } from "./tax-rates-table";

const operator = (rates: { country: string; from: string; percent: number }[]) => ({
  source: "Estonian Tax and Customs Board",
  checkedOn: "2026-12-02",
  rates,
});

describe("the operator's rates over the shipped table", () => {
  it("adds a change the release does not know, from its first day on", () => {
    const merged = mergeTaxRates(
      SHIPPED_TAX_RATES,
      operator([{ country: "EE", from: "2027-01-01", percent: 26 }]),
    );
    expect(taxRateOn(merged, "EE", "2026-12-31")?.percent).toBe(24);
    expect(taxRateOn(merged, "EE", "2027-01-01")?.percent).toBe(26);
    expect(taxRateOn(merged, "NL", "2027-01-01")?.percent).toBe(21);
    expect(taxRatesTableProblems(merged.rates)).toEqual([]);
  });

  it("replaces a shipped row of the same country and day, and keeps the other days", () => {
    const merged = mergeTaxRates(
      SHIPPED_TAX_RATES,
      operator([{ country: "FI", from: "2024-09-01", percent: 25.4 }]),
    );
    expect(taxRateOn(merged, "FI", "2025-01-01")?.percent).toBe(25.4);
    expect(taxRateOn(merged, "FI", "2024-08-31")?.percent).toBe(24);
    expect(merged.rates).toHaveLength(SHIPPED_TAX_RATES.rates.length);
  });

  it("names both sources, the operator's first, and takes the operator's day of checking", () => {
    const merged = mergeTaxRates(SHIPPED_TAX_RATES, operator([]));
    expect(merged.source).toMatch(/^Estonian Tax and Customs Board \(checked 2026-12-02\), over /);
    expect(merged.checkedOn).toBe("2026-12-02");
  });
});
