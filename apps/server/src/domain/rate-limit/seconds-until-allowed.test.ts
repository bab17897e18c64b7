import { testClock } from "@creator-checkout/testing/sign-in-helpers";
import { describe, expect, it } from "vitest";
import type { RateLimit } from "./hit-rate-limit";
import { type CountedSlice, secondsUntilLimitAllows } from "./seconds-until-allowed";

const MINUTE = 60;
const HOUR = 60 * MINUTE;
// A day in slices of 24 minutes; midnight starts one.
const daily: RateLimit = {
  bucket: "code-send:email:owner@example.com",
  limit: 20,
  windowSeconds: 24 * HOUR,
};
const midnight = new Date("2026-11-02T00:00:00.000Z");
const at = (seconds: number) => new Date(midnight.getTime() + seconds * 1000);
const slice = (startSeconds: number, count: number, bucket = daily.bucket): CountedSlice => ({
  bucket,
  window_start: at(startSeconds),
  count,
});

describe("secondsUntilLimitAllows", () => {
  it.each([
    {
      case: "nothing when the window holds fewer than the limit",
      slices: [slice(0, 19)],
      now: 10 * HOUR,
      wait: 0,
    },
    {
      case: "until the day's first slice leaves, a slice after the day",
      slices: [slice(0, 20)],
      now: 21 * HOUR,
      wait: 3 * HOUR + 24 * MINUTE,
    },
    {
      case: "until enough of the oldest slices left, not only the first",
      slices: [slice(0, 5), slice(2 * HOUR + 24 * MINUTE, 10), slice(12 * HOUR, 10)],
      now: 12 * HOUR,
      wait: 2 * HOUR + 24 * MINUTE + 24 * HOUR + 24 * MINUTE - 12 * HOUR,
    },
    {
      case: "over the limit (counted refusals), until enough left to admit one",
      slices: [slice(0, 3), slice(24 * MINUTE, 30)],
      now: HOUR,
      wait: 24 * MINUTE + 24 * HOUR + 24 * MINUTE - HOUR,
    },
    {
      case: "only its own bucket's slices",
      slices: [slice(0, 20, "code-send:email:other@example.com")],
      now: HOUR,
      wait: 0,
    },
    {
      case: "nothing from slices already out of the window",
      slices: [slice(-25 * HOUR, 20)],
      now: 0,
      wait: 0,
    },
  ])("waits $case", ({ slices, now, wait }) => {
    const clock = testClock(at(now));

    expect(secondsUntilLimitAllows(clock, daily, slices)).toBe(wait);
  });
});
