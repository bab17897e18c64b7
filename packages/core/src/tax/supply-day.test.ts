import { describe, expect, it } from "vitest";
import { supplyDay } from "./supply-day";
import { TAX_COUNTRIES } from "./tax-countries";

// Each country's capital, as the IANA database names it: the written-out clocks must agree.
const CAPITALS: Record<string, string> = {
  AT: "Europe/Vienna",
  BE: "Europe/Brussels",
  BG: "Europe/Sofia",
  CY: "Asia/Nicosia",
  CZ: "Europe/Prague",
  DE: "Europe/Berlin",
  DK: "Europe/Copenhagen",
  EE: "Europe/Tallinn",
  ES: "Europe/Madrid",
  FI: "Europe/Helsinki",
  FR: "Europe/Paris",
  GR: "Europe/Athens",
  HR: "Europe/Zagreb",
  HU: "Europe/Budapest",
  IE: "Europe/Dublin",
  IT: "Europe/Rome",
  LT: "Europe/Vilnius",
  LU: "Europe/Luxembourg",
  LV: "Europe/Riga",
  MT: "Europe/Malta",
  NL: "Europe/Amsterdam",
  PL: "Europe/Warsaw",
  PT: "Europe/Lisbon",
  RO: "Europe/Bucharest",
  SE: "Europe/Stockholm",
  SI: "Europe/Ljubljana",
  SK: "Europe/Bratislava",
  GB: "Europe/London",
  NO: "Europe/Oslo",
  CH: "Europe/Zurich",
  AU: "Australia/Sydney",
};

const intlDay = (format: Intl.DateTimeFormat, at: Date) => format.format(at);

describe("the day of a supply, by the buyer's country's clock", () => {
  it.each([
    // Tallinn is UTC+3 in summer: its midnight, when 24 % began, was 21:00 UTC.
    ["EE", "2025-06-30T20:59:59.999Z", "2025-06-30"],
    ["EE", "2025-06-30T21:00:00.000Z", "2025-07-01"],
    ["FI", "2024-08-31T20:59:59Z", "2024-08-31"],
    ["FI", "2024-08-31T21:00:00Z", "2024-09-01"],
    // Zurich is UTC+1 in winter.
    ["CH", "2023-12-31T22:59:59Z", "2023-12-31"],
    ["CH", "2023-12-31T23:00:00Z", "2024-01-01"],
    // Sydney's new year starts the evening before in UTC.
    ["AU", "2026-12-31T12:59:59Z", "2026-12-31"],
    ["AU", "2026-12-31T13:00:00Z", "2027-01-01"],
    ["GB", "2026-06-30T23:30:00Z", "2026-07-01"],
    ["IE", "2026-12-31T23:30:00Z", "2026-12-31"],
    ["US", "2026-06-30T23:30:00Z", "2026-06-30"], // no clock kept: UTC
    ["ZZ", "2026-06-30T23:30:00Z", "2026-06-30"],
  ])("%s at %s is %s", (country, at, day) => {
    expect(supplyDay(country, new Date(at))).toBe(day);
  });

  it("agrees with the IANA zone of every capital, hour by hour around each change of clock", () => {
    expect(Object.keys(CAPITALS).sort()).toEqual([...TAX_COUNTRIES.keys()].sort());
    const instants: Date[] = [];
    for (const year of [2024, 2025, 2026, 2027]) {
      // The days around the EU's and Sydney's changes and a new year: each hour and the
      // millisecond before it, since every capital's midnight falls on a whole UTC hour.
      for (const [month, firstDay] of [
        [2, 24],
        [3, 1],
        [9, 1],
        [9, 24],
        [6, 1],
        [11, 31],
      ]) {
        const start = Date.UTC(year, month, firstDay) - 2 * 86_400_000;
        for (let t = start; t < start + 9 * 86_400_000; t += 3_600_000) {
          instants.push(new Date(t - 1), new Date(t));
        }
      }
    }
    for (const [country, timeZone] of Object.entries(CAPITALS)) {
      const format = new Intl.DateTimeFormat("en-CA", { timeZone });
      for (const at of instants) {
        const expected = intlDay(format, at);
        if (supplyDay(country, at) !== expected) {
          expect(`${country} ${at.toISOString()} ${supplyDay(country, at)}`).toBe(expected);
        }
      }
    }
  });
});
