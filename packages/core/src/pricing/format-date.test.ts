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
});
