import { describe, expect, it } from "vitest";
import type { Interval } from "../catalog/entities";
import { renewalDate } from "./renewal-date";

const now = new Date("2026-11-21T06:30:00Z");
const noTrial = { interval_quantity: 1, trial_quantity: null, trial_interval: null };

describe("renewalDate", () => {
  it.each([
    { interval: "month", renews: "2026-12-21T06:30:00.000Z" },
    { interval: "year", renews: "2027-11-21T06:30:00.000Z" },
    { interval: "week", renews: "2026-11-28T06:30:00.000Z" },
    { interval: "day", renews: "2026-11-22T06:30:00.000Z" },
  ] as const)("renews a $interval option at $renews", ({ interval, renews }) => {
    expect(renewalDate({ interval, ...noTrial }, now)?.toISOString()).toBe(renews);
  });

  // docs/decisions/142: the date the subscription is first charged, by calendar months and years.
  it.each<{ case: string; bought: string; interval: Interval; quantity: number; renews: string }>([
    {
      case: "a monthly option bought on December 3",
      bought: "2026-12-03T09:00:00Z",
      interval: "month",
      quantity: 1,
      renews: "2027-01-03T09:00:00.000Z",
    },
    {
      case: "a monthly option bought on January 31",
      bought: "2027-01-31T09:00:00Z",
      interval: "month",
      quantity: 1,
      renews: "2027-02-28T09:00:00.000Z",
    },
    {
      case: "a quarterly option",
      bought: "2026-12-03T09:00:00Z",
      interval: "month",
      quantity: 3,
      renews: "2027-03-03T09:00:00.000Z",
    },
    {
      case: "a yearly option bought before a leap day",
      bought: "2027-03-01T09:00:00Z",
      interval: "year",
      quantity: 1,
      renews: "2028-03-01T09:00:00.000Z",
    },
  ])("renews $case on the same day of its month, at $renews", (row) => {
    const option = { ...noTrial, interval: row.interval, interval_quantity: row.quantity };
    expect(renewalDate(option, new Date(row.bought))?.toISOString()).toBe(row.renews);
  });

  it("gives no renewal date for a one-time option", () => {
    expect(renewalDate({ interval: null, ...noTrial }, now)).toBeNull();
  });

  // docs/decisions/064: with a trial, the renewal line names the first charge, the trial's end.
  it.each<{ case: string; interval: Interval; trial: [number, Interval]; renews: string }>([
    {
      case: "a monthly option with a 14-day trial",
      interval: "month",
      trial: [14, "day"],
      renews: "2026-12-05T06:30:00.000Z",
    },
    {
      case: "a yearly option with a 1-month trial",
      interval: "year",
      trial: [1, "month"],
      renews: "2026-12-21T06:30:00.000Z",
    },
    {
      case: "a weekly option with a 3-day trial",
      interval: "week",
      trial: [3, "day"],
      renews: "2026-11-24T06:30:00.000Z",
    },
    {
      case: "a monthly option with a 2-week trial",
      interval: "month",
      trial: [2, "week"],
      renews: "2026-12-05T06:30:00.000Z",
    },
    {
      case: "a monthly option with a 1-year trial",
      interval: "month",
      trial: [1, "year"],
      renews: "2027-11-21T06:30:00.000Z",
    },
  ])("renews $case when the trial ends, at $renews", ({ interval, trial, renews }) => {
    const option = {
      interval,
      interval_quantity: 1,
      trial_quantity: trial[0],
      trial_interval: trial[1],
    };
    expect(renewalDate(option, now)?.toISOString()).toBe(renews);
  });
});
