import { describe, expect, it } from "vitest";
import type { Interval } from "../catalog/entities";
import { trialEnd } from "./trial-end";

const now = new Date("2026-11-26T10:00:00Z");

describe("trialEnd", () => {
  it.each<{
    case: string;
    interval: Interval | null;
    trial: [number, Interval] | null;
    ends: string | null;
  }>([
    {
      case: "a 14-day trial",
      interval: "month",
      trial: [14, "day"],
      ends: "2026-12-10T10:00:00.000Z",
    },
    {
      case: "a 1-month trial",
      interval: "year",
      trial: [1, "month"],
      ends: "2026-12-26T10:00:00.000Z",
    },
    {
      case: "a 2-week trial",
      interval: "month",
      trial: [2, "week"],
      ends: "2026-12-10T10:00:00.000Z",
    },
    { case: "no trial", interval: "month", trial: null, ends: null },
    { case: "a one-time option", interval: null, trial: [14, "day"], ends: null },
  ])("ends $case at $ends", ({ interval, trial, ends }) => {
    const option = {
      interval,
      trial_quantity: trial?.[0] ?? null,
      trial_interval: trial?.[1] ?? null,
    };
    expect(trialEnd(option, now)?.toISOString() ?? null).toBe(ends);
  });
});
