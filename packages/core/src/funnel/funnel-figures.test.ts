import { describe, expect, it } from "vitest";
import {
  checkDayRange,
  conversionRate,
  defaultDayRange,
  type FunnelWebVitalName,
  formatDuration,
  formatShare,
  formatWebVital,
  rateWebVital,
} from "./funnel-figures";

describe("conversion from one step to the next", () => {
  it.each([
    [0, 0, null],
    [0, 3, null],
    [4, 0, 0],
    [4, 1, 0.25],
    [6, 4, 4 / 6],
    [3, 3, 1],
  ])("%i sessions of which %i went on: %s", (from, to, share) => {
    expect(conversionRate(from, to)).toBe(share);
  });

  it.each([
    [null, "–"],
    [0, "0.0%"],
    [4 / 6, "66.7%"],
    [1, "100.0%"],
  ])("shows the share %s as %s", (share, shown) => {
    expect(formatShare(share)).toBe(shown);
  });
});

describe("web vital ratings of a p75, by Google's thresholds", () => {
  it.each<[FunnelWebVitalName, number, string]>([
    ["LCP", 2500, "good"],
    ["LCP", 2501, "needs-improvement"],
    ["LCP", 4000, "needs-improvement"],
    ["LCP", 4001, "poor"],
    ["INP", 200, "good"],
    ["INP", 500, "needs-improvement"],
    ["INP", 501, "poor"],
    ["CLS", 0.1, "good"],
    ["CLS", 0.25, "needs-improvement"],
    ["CLS", 0.26, "poor"],
    ["TTFB", 800, "good"],
    ["TTFB", 1800, "needs-improvement"],
    ["TTFB", 1801, "poor"],
  ])("%s at %d is %s", (name, p75, rating) => {
    expect(rateWebVital(name, p75)).toBe(rating);
  });

  it.each<[FunnelWebVitalName, number | null, string]>([
    ["LCP", 3250.4, "3250 ms"],
    ["CLS", 0.05, "0.050"],
    ["INP", null, "–"],
  ])("shows %s at %s as %s", (name, p75, shown) => {
    expect(formatWebVital(name, p75)).toBe(shown);
  });
});

describe("the median time to pay as a person reads it", () => {
  it.each([
    [null, "–"],
    [0, "0 s"],
    [59.6, "1 min 0 s"],
    [240, "4 min 0 s"],
    [245, "4 min 5 s"],
    [7380, "2 h 3 min"],
    [93_600, "1 d 2 h"],
  ])("%s seconds read %s", (seconds, shown) => {
    expect(formatDuration(seconds)).toBe(shown);
  });
});

describe("ranges of whole UTC days", () => {
  it.each([
    ["2027-03-01", "2027-03-01", 1],
    ["2027-03-01", "2027-03-07", 7],
    ["2028-02-28", "2028-03-01", 3],
    ["2026-03-08", "2027-03-08", 366],
  ])("%s to %s spans %i days", (from, to, count) => {
    const range = checkDayRange({ from, to });
    expect(range.ok && range.days.length).toBe(count);
    expect(range.ok && range.days.at(-1)).toBe(to);
  });

  it("ends at the first instant after the last day", () => {
    const range = checkDayRange({ from: "2027-03-01", to: "2027-03-07" });
    expect(range.ok && range.start.toISOString()).toBe("2027-03-01T00:00:00.000Z");
    expect(range.ok && range.end.toISOString()).toBe("2027-03-08T00:00:00.000Z");
  });

  it.each([
    ["2027-02-29", "2027-03-01", 'from must be a date such as 2026-11-01, not "2027-02-29".'],
    ["2027-03-01", "03/07/2027", 'to must be a date such as 2026-11-30, not "03/07/2027".'],
    ["2027-03-02", "2027-03-01", "from must be on or before to."],
    ["2026-03-01", "2027-03-02", "A range may span at most 366 days; this one spans 367."],
  ])("refuses %s to %s: %s", (from, to, message) => {
    expect(checkDayRange({ from, to })).toEqual({ ok: false, message });
  });

  it("defaults to the last 30 days, today included", () => {
    expect(defaultDayRange(new Date("2027-03-10T23:59:59Z"))).toEqual({
      from: "2027-02-09",
      to: "2027-03-10",
    });
  });
});
