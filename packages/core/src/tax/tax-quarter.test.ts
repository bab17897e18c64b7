import { describe, expect, it } from "vitest";
import { refundTaxShare, taxQuarter } from "./tax-quarter";

describe("taxQuarter", () => {
  it.each([
    ["2026Q1", "2026-01-01T00:00:00.000Z", "2026-04-01T00:00:00.000Z"],
    ["2026Q2", "2026-04-01T00:00:00.000Z", "2026-07-01T00:00:00.000Z"],
    ["2026Q3", "2026-07-01T00:00:00.000Z", "2026-10-01T00:00:00.000Z"],
    ["2026q4", "2026-10-01T00:00:00.000Z", "2027-01-01T00:00:00.000Z"],
  ])("%s spans %s to %s", (text, from, to) => {
    expect(taxQuarter(text)).toEqual({
      label: text.toUpperCase(),
      from: new Date(from),
      to: new Date(to),
    });
  });

  it.each(["2026Q5", "2026Q0", "2026-Q4", "Q4 2026", "", "2026", "1999Q1"])(
    "refuses %j with a sentence",
    (text) => {
      expect(taxQuarter(text)).toEqual({ error: expect.stringMatching(/^--quarter must be /) });
    },
  );
});

describe("refundTaxShare", () => {
  it.each([
    [1000, 160, 1000, 160],
    [1000, 160, 500, 80],
    [1000, 160, 1, 0],
    [1000, 160, 3, 0],
    [1000, 160, 4, 1],
    [1210, 210, 605, 105],
    [999, 173, 333, 58],
    [0, 0, 0, 0],
  ])("of %i with %i tax, a refund of %i gives back %i", (amount, taxAmount, refund, share) => {
    expect(refundTaxShare({ amount, taxAmount }, refund)).toBe(share);
  });
});
