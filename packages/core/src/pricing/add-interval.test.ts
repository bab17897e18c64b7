import { describe, expect, it } from "vitest";
import { addInterval } from "./add-interval";

describe("addInterval", () => {
  it.each([
    { from: "2026-11-21T06:30:00Z", quantity: 14, interval: "day", to: "2026-12-05T06:30:00Z" },
    { from: "2026-12-25T00:00:00Z", quantity: 10, interval: "day", to: "2027-01-04T00:00:00Z" },
    { from: "2026-11-21T06:30:00Z", quantity: 2, interval: "week", to: "2026-12-05T06:30:00Z" },
    { from: "2026-03-28T12:00:00Z", quantity: 1, interval: "week", to: "2026-04-04T12:00:00Z" },
    { from: "2026-11-21T06:30:00Z", quantity: 1, interval: "month", to: "2026-12-21T06:30:00Z" },
    { from: "2026-11-21T00:00:00Z", quantity: 3, interval: "month", to: "2027-02-21T00:00:00Z" },
    { from: "2026-01-31T09:00:00Z", quantity: 1, interval: "month", to: "2026-02-28T09:00:00Z" },
    { from: "2028-01-31T09:00:00Z", quantity: 1, interval: "month", to: "2028-02-29T09:00:00Z" },
    { from: "2026-10-31T00:00:00Z", quantity: 1, interval: "month", to: "2026-11-30T00:00:00Z" },
    { from: "2026-11-21T06:30:00Z", quantity: 1, interval: "year", to: "2027-11-21T06:30:00Z" },
    { from: "2028-02-29T00:00:00Z", quantity: 1, interval: "year", to: "2029-02-28T00:00:00Z" },
  ] as const)(
    "moves $from forward $quantity $interval to $to",
    ({ from, quantity, interval, to }) => {
      expect(addInterval(new Date(from), quantity, interval).toISOString()).toBe(
        new Date(to).toISOString(),
      );
    },
  );

  it("leaves the date it was given unchanged", () => {
    const date = new Date("2026-01-31T00:00:00Z");
    addInterval(date, 1, "month");
    expect(date.toISOString()).toBe("2026-01-31T00:00:00.000Z");
  });
});
