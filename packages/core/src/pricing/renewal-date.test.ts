import { describe, expect, it } from "vitest";
import { renewalDate } from "./renewal-date";

const now = new Date("2026-11-21T06:30:00Z");

describe("renewalDate", () => {
  it.each([
    { interval: "month", renews: "2026-12-21T06:30:00.000Z" },
    { interval: "year", renews: "2027-11-21T06:30:00.000Z" },
    { interval: "week", renews: "2026-11-28T06:30:00.000Z" },
    { interval: "day", renews: "2026-11-22T06:30:00.000Z" },
  ] as const)("renews a $interval option at $renews", ({ interval, renews }) => {
    expect(renewalDate({ interval }, now)?.toISOString()).toBe(renews);
  });

  it("gives no renewal date for a one-time option", () => {
    expect(renewalDate({ interval: null }, now)).toBeNull();
  });
});
