import { describe, expect, it } from "vitest";
import { splitTax } from "./tax-split";

describe("splitting a price into net, tax and gross", () => {
  it.each([
    // inclusive: the price is the gross
    { amount: 1210, rate: 2100, mode: "inclusive", net: 1000, tax: 210, gross: 1210 },
    { amount: 1000, rate: 2100, mode: "inclusive", net: 826, tax: 174, gross: 1000 }, // 173.55
    { amount: 999, rate: 2550, mode: "inclusive", net: 796, tax: 203, gross: 999 }, // 202.98
    { amount: 1, rate: 2100, mode: "inclusive", net: 1, tax: 0, gross: 1 }, // 0.17
    { amount: 3, rate: 10_000, mode: "inclusive", net: 1, tax: 2, gross: 3 }, // 1.5 away from 0
    { amount: 1000, rate: 1000, mode: "inclusive", net: 909, tax: 91, gross: 1000 }, // JPY, 90.9
    { amount: 0, rate: 2100, mode: "inclusive", net: 0, tax: 0, gross: 0 },
    // exclusive: the price is the net
    { amount: 1000, rate: 2100, mode: "exclusive", net: 1000, tax: 210, gross: 1210 },
    { amount: 999, rate: 2550, mode: "exclusive", net: 999, tax: 255, gross: 1254 }, // 254.745
    { amount: 2, rate: 2500, mode: "exclusive", net: 2, tax: 1, gross: 3 }, // 0.5 away from 0
    { amount: 10, rate: 500, mode: "exclusive", net: 10, tax: 1, gross: 11 }, // 0.5
    { amount: 1, rate: 2100, mode: "exclusive", net: 1, tax: 0, gross: 1 }, // 0.21
    { amount: 1234, rate: 810, mode: "exclusive", net: 1234, tax: 100, gross: 1334 }, // KWD 99.95
    { amount: 1000, rate: 810, mode: "exclusive", net: 1000, tax: 81, gross: 1081 }, // CHF, centime
    { amount: 1000, rate: 0, mode: "exclusive", net: 1000, tax: 0, gross: 1000 },
    // the largest amount a Postgres integer holds stays exact
    {
      amount: 2_147_483_647,
      rate: 2700,
      mode: "exclusive",
      net: 2_147_483_647,
      tax: 579_820_585, // 579 820 584.69
      gross: 2_727_304_232,
    },
    {
      amount: 2_147_483_647,
      rate: 2700,
      mode: "inclusive",
      net: 1_690_932_006,
      tax: 456_551_641, // 456 551 641.49
      gross: 2_147_483_647,
    },
  ] as const)("$mode $amount at $rate hundredths: $net + $tax = $gross", (c) => {
    const split = splitTax(c.amount, c.rate, c.mode);
    expect(split).toEqual({ netMinor: c.net, taxMinor: c.tax, grossMinor: c.gross });
    expect(split.netMinor + split.taxMinor).toBe(split.grossMinor);
  });

  it("rounds a refund's negative amount as its positive twin, and never to minus zero", () => {
    expect(splitTax(-2, 2500, "exclusive")).toEqual({ netMinor: -2, taxMinor: -1, grossMinor: -3 });
    expect(Object.is(splitTax(-1, 2100, "exclusive").taxMinor, 0)).toBe(true);
    expect(splitTax(-1000, 2100, "inclusive").taxMinor).toBe(-174);
  });

  it("keeps net + tax equal to the gross for every inclusive price up to 100.00", () => {
    for (const rate of [810, 1000, 2100, 2550, 2700]) {
      for (let gross = 0; gross <= 10_000; gross += 7) {
        const { netMinor, taxMinor } = splitTax(gross, rate, "inclusive");
        expect(netMinor + taxMinor).toBe(gross);
        // The tax is the nearest whole unit to the exact share, never further than half a unit.
        expect(Math.abs(taxMinor - (gross * rate) / (10_000 + rate))).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it.each([
    { amount: 10.5, rate: 2100 },
    { amount: Number.NaN, rate: 2100 },
    { amount: 2_147_483_648, rate: 2100 },
    { amount: 1000, rate: 21.5 },
    { amount: 1000, rate: -1 },
    { amount: 1000, rate: 10_001 },
    { amount: 1000, rate: Number.POSITIVE_INFINITY },
  ])("refuses $amount at $rate hundredths: a caller lost a unit somewhere", ({ amount, rate }) => {
    expect(() => splitTax(amount, rate, "exclusive")).toThrow(RangeError);
  });
});
