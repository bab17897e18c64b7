import { describe, expect, it } from "vitest";
import type { Interval } from "../catalog";
import { renewalDate } from "./renewal-date";

const now = new Date("2026-11-21T06:30:00Z");
const noTrial = { trial_quantity: null, trial_interval: null };

describe("renewalDate", () => {
  it.each([
    { interval: "month", renews: "2026-12-21T06:30:00.000Z" },
    { interval: "year", renews: "2027-11-21T06:30:00.000Z" },
    { interval: "week", renews: "2026-11-28T06:30:00.000Z" },
    { interval: "day", renews: "2026-11-22T06:30:00.000Z" },
  ] as const)("renews a $interval option at $renews", ({ interval, renews }) => {
    expect(renewalDate({ interval, ...noTrial }, now)?.toISOString()).toBe(renews);
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
    const option = { interval, trial_quantity: trial[0], trial_interval: trial[1] };
    expect(renewalDate(option, now)?.toISOString()).toBe(renews);
  });
});
