import { describe, expect, it } from "vitest";
import { isCalendarDay, percentToHundredths, taxRatesTableProblems } from "./tax-rates-table";

describe("a rates table's rows", () => {
  it.each([
    [21, 2100],
    [25.5, 2550],
    [8.1, 810],
    [7.7, 770],
    [0, 0],
    [100, 10_000],
    [0.01, 1],
  ])("reads %s % as %s hundredths", (percent, hundredths) => {
    expect(percentToHundredths(percent)).toBe(hundredths);
  });

  it.each([21.555, -1, 100.01, Number.NaN, Number.POSITIVE_INFINITY])(
    "refuses %s as a percentage",
    (percent) => {
      expect(percentToHundredths(percent)).toBeNull();
    },
  );

  it.each([
    ["2026-01-01", true],
    ["2024-02-29", true],
    ["2026-02-29", false],
    ["2026-02-30", false],
    ["2026-13-01", false],
    ["2026-1-01", false],
    ["2026-01-01T00:00:00Z", false],
    ["", false],
  ])("%j is a calendar day: %s", (day, expected) => {
    expect(isCalendarDay(day)).toBe(expected);
  });

  it("says what is wrong with each bad row, in a sentence", () => {
    const problems = taxRatesTableProblems([
      { country: "ZZ", from: "2026-01-01", percent: 20 },
      { country: "__proto__", from: "2026-01-01", percent: 20 },
      { country: "NL", from: "2026-02-30", percent: 21 },
      { country: "DE", from: "2027-01-01", percent: 19.123 },
      { country: "FR", from: "2027-01-01", percent: 20 },
      { country: "FR", from: "2027-01-01", percent: 21 },
    ]);
    expect(problems).toEqual([
      expect.stringMatching(/^ZZ is not a country the checkout collects tax for; the known/),
      expect.stringMatching(/^__proto__ is not a country/),
      'The rate for NL from 2026-02-30: "from" must be a day, YYYY-MM-DD.',
      "The rate for DE from 2027-01-01: the rate must be 0 to 100 per cent, with two decimals at most.",
      "The rate for FR from 2027-01-01 is given twice.",
    ]);
  });
});
