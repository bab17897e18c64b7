import { describe, expect, it } from "vitest";
import { SHIPPED_TAX_RATES } from "./shipped-tax-rates";
import { supplyDay } from "./supply-day";
import { EU_MEMBER_STATES, TAX_COUNTRIES } from "./tax-countries";
import { taxRateOn } from "./tax-rate-on";
import { taxRatesTableProblems } from "./tax-rates-table";

const percentOn = (country: string, day: string) =>
  taxRateOn(SHIPPED_TAX_RATES, country, day)?.percent ?? null;

describe("the shipped rates table", () => {
  it("has no problems, and a row for every country it can name and no other", () => {
    expect(taxRatesTableProblems(SHIPPED_TAX_RATES.rates)).toEqual([]);
    const countries = new Set(SHIPPED_TAX_RATES.rates.map((r) => r.country));
    expect([...countries].sort()).toEqual([...TAX_COUNTRIES.keys()].sort());
    for (const member of EU_MEMBER_STATES) expect(countries).toContain(member);
  });

  // The standard rates in force on the day the table was checked (docs/decisions/117).
  it.each([
    ["AT", 20],
    ["BE", 21],
    ["BG", 20],
    ["CY", 19],
    ["CZ", 21],
    ["DE", 19],
    ["DK", 25],
    ["EE", 24],
    ["ES", 21],
    ["FI", 25.5],
    ["FR", 20],
    ["GR", 24],
    ["HR", 25],
    ["HU", 27],
    ["IE", 23],
    ["IT", 22],
    ["LT", 21],
    ["LU", 17],
    ["LV", 21],
    ["MT", 18],
    ["NL", 21],
    ["PL", 23],
    ["PT", 23],
    ["RO", 21],
    ["SE", 25],
    ["SI", 22],
    ["SK", 23],
    ["GB", 20],
    ["NO", 25],
    ["CH", 8.1],
    ["AU", 10],
  ])("%s charges %s % on the day it was checked", (country, percent) => {
    expect(percentOn(country, SHIPPED_TAX_RATES.checkedOn)).toBe(percent);
  });
});

describe("the rate in force on a day", () => {
  it.each([
    ["EE", "2023-12-31", 20],
    ["EE", "2024-01-01", 22],
    ["EE", "2025-06-30", 22],
    ["EE", "2025-07-01", 24],
    ["FI", "2024-08-31", 24],
    ["FI", "2024-09-01", 25.5],
    ["SK", "2024-12-31", 20],
    ["SK", "2025-01-01", 23],
    ["RO", "2025-07-31", 19],
    ["RO", "2025-08-01", 21],
    ["LU", "2023-06-15", 16],
    ["LU", "2024-01-01", 17],
    ["CH", "2023-12-31", 7.7],
    ["CH", "2024-01-01", 8.1],
  ])("%s on %s is %s %", (country, day, percent) => {
    expect(percentOn(country, day)).toBe(percent);
  });

  it("finds the same rate whatever order the rows come in", () => {
    const reversed = { ...SHIPPED_TAX_RATES, rates: [...SHIPPED_TAX_RATES.rates].reverse() };
    expect(taxRateOn(reversed, "EE", "2024-06-01")).toEqual({
      country: "EE",
      percent: 22,
      rateHundredths: 2200,
      from: "2024-01-01",
    });
  });

  it.each([
    ["AU", "2000-06-30"], // before its first row
    ["US", "2026-11-29"], // a country the table does not hold
    ["ZZ", "2026-11-29"],
    ["__proto__", "2026-11-29"],
    ["constructor", "2026-11-29"],
    ["", "2026-11-29"],
  ])("knows no rate for %j on %s", (country, day) => {
    expect(taxRateOn(SHIPPED_TAX_RATES, country, day)).toBeNull();
  });
});

describe("a rate change at a country's midnight", () => {
  it("moves a sale a second after Tallinn's midnight to the new rate", () => {
    const before = supplyDay("EE", new Date("2025-06-30T20:59:59Z"));
    const after = supplyDay("EE", new Date("2025-06-30T21:00:01Z"));
    expect(percentOn("EE", before)).toBe(22);
    expect(percentOn("EE", after)).toBe(24);
  });
});
