import { describe, expect, it } from "vitest";
import type { Interval } from "../catalog/entities";
import { billingPeriod } from "./billing-period";

const at = (iso: string) => new Date(iso);

describe("a subscription's billing periods", () => {
  it.each<{ case: string; anchor: string; interval: Interval; quantity: number; ends: string[] }>([
    {
      case: "monthly from 31 January keeps the month's last day and comes back to the 31st",
      anchor: "2027-01-31T10:00:00Z",
      interval: "month",
      quantity: 1,
      ends: [
        "2027-02-28T10:00:00.000Z",
        "2027-03-31T10:00:00.000Z",
        "2027-04-30T10:00:00.000Z",
        "2027-05-31T10:00:00.000Z",
      ],
    },
    {
      case: "monthly from 31 January in a leap year renews on 29 February",
      anchor: "2028-01-31T00:00:00Z",
      interval: "month",
      quantity: 1,
      ends: ["2028-02-29T00:00:00.000Z", "2028-03-31T00:00:00.000Z"],
    },
    {
      case: "monthly from the 30th stays on the 30th after February",
      anchor: "2027-01-30T12:00:00Z",
      interval: "month",
      quantity: 1,
      ends: ["2027-02-28T12:00:00.000Z", "2027-03-30T12:00:00.000Z"],
    },
    {
      case: "every 3 months from 31 August",
      anchor: "2027-08-31T08:30:00Z",
      interval: "month",
      quantity: 3,
      ends: ["2027-11-30T08:30:00.000Z", "2028-02-29T08:30:00.000Z", "2028-05-31T08:30:00.000Z"],
    },
    {
      case: "yearly from 29 February renews on 28 February, and on the 29th in the next leap year",
      anchor: "2028-02-29T00:00:00Z",
      interval: "year",
      quantity: 1,
      ends: [
        "2029-02-28T00:00:00.000Z",
        "2030-02-28T00:00:00.000Z",
        "2031-02-28T00:00:00.000Z",
        "2032-02-29T00:00:00.000Z",
      ],
    },
    {
      case: "weekly is seven days of UTC time",
      anchor: "2027-03-01T23:00:00Z",
      interval: "week",
      quantity: 1,
      ends: ["2027-03-08T23:00:00.000Z", "2027-03-15T23:00:00.000Z"],
    },
    {
      case: "every 2 days",
      anchor: "2027-12-30T06:00:00Z",
      interval: "day",
      quantity: 2,
      ends: ["2028-01-01T06:00:00.000Z", "2028-01-03T06:00:00.000Z"],
    },
  ])("$case", ({ anchor, interval, quantity, ends }) => {
    const cycle = { anchor: at(anchor), interval, intervalQuantity: quantity };
    const periods = ends.map((_, n) => billingPeriod(cycle, n));
    expect(periods.map((p) => p.end.toISOString())).toEqual(ends);
    // Each period starts where the one before it ended.
    expect(periods[0]?.start.toISOString()).toBe(at(anchor).toISOString());
    for (const [n, period] of periods.entries()) {
      if (n > 0) expect(period.start).toEqual(periods[n - 1]?.end);
    }
  });
});
