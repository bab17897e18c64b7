import { describe, expect, it } from "vitest";
import { durationText } from "./duration-text";

describe("durationText", () => {
  it.each([
    { quantity: 1, interval: "day", text: "1 day" },
    { quantity: 14, interval: "day", text: "14 days" },
    { quantity: 1, interval: "week", text: "1 week" },
    { quantity: 2, interval: "week", text: "2 weeks" },
    { quantity: 1, interval: "month", text: "1 month" },
    { quantity: 3, interval: "month", text: "3 months" },
    { quantity: 1, interval: "year", text: "1 year" },
    { quantity: 2, interval: "year", text: "2 years" },
  ] as const)("writes $quantity $interval as $text", ({ quantity, interval, text }) => {
    expect(durationText(quantity, interval)).toBe(text);
  });
});
