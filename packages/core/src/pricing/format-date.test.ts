import { describe, expect, it } from "vitest";
import { formatDate } from "./format-date";

describe("formatDate", () => {
  it.each([
    { instant: "2026-12-05T12:00:00Z", text: "December 5, 2026" },
    { instant: "2026-12-05T23:59:59Z", text: "December 5, 2026" },
    { instant: "2027-01-01T00:00:00Z", text: "January 1, 2027" },
  ])("writes $instant as $text in UTC", ({ instant, text }) => {
    expect(formatDate(new Date(instant))).toBe(text);
  });

  // Written out by hand (docs/decisions/059): it must read as Intl's en-US long date in UTC.
  const enUsLongDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
  it.each([
    "2026-01-31T00:00:00Z",
    "2026-02-28T23:59:59Z",
    "2028-02-29T12:00:00Z",
    "2026-03-01T00:00:00Z",
    "2026-04-30T08:00:00Z",
    "2026-05-15T00:00:00Z",
    "2026-06-01T00:00:00Z",
    "2026-07-04T00:00:00Z",
    "2026-08-31T00:00:00Z",
    "2026-09-09T00:00:00Z",
    "2026-10-10T00:00:00Z",
    "2026-11-26T10:00:00Z",
    "2099-12-31T23:59:59Z",
  ])("writes %s as Intl's en-US long date does", (instant) => {
    const date = new Date(instant);
    expect(formatDate(date)).toBe(enUsLongDate.format(date));
  });

  it("refuses an invalid date, as Intl does", () => {
    expect(() => formatDate(new Date("not a date"))).toThrow(RangeError);
  });
});
