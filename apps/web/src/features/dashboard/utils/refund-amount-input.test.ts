import { describe, expect, it } from "vitest";
import { readRefundAmount } from "./refund-amount-input";

describe("readRefundAmount", () => {
  it.each([
    ["4", "USD", 2000, { amount: 400 }],
    ["4.5", "USD", 2000, { amount: 450 }],
    ["4.50", "USD", 2000, { amount: 450 }],
    [" 0.29 ", "USD", 2000, { amount: 29 }],
    [".5", "USD", 2000, { amount: 50 }],
    ["20.00", "USD", 2000, { amount: 2000 }],
    ["1,200", "JPY", 3000, { amount: 1200 }],
    ["12.35", "CHF", 5000, { amount: 1235 }],
  ])("reads %j %s (at most %d) as minor units", (text, currency, left, expected) => {
    expect(readRefundAmount(text, currency, left)).toEqual(expected);
  });

  it.each([
    ["", "USD", 2000, "Enter an amount such as 20.00."],
    ["four", "USD", 2000, "Enter an amount such as 20.00."],
    ["-4", "USD", 2000, "Enter an amount such as 20.00."],
    ["1e3", "USD", 2000, "Enter an amount such as 20.00."],
    ["0", "USD", 2000, "Enter an amount of more than 0."],
    ["0.00", "USD", 2000, "Enter an amount of more than 0."],
    ["4.505", "USD", 2000, "Enter at most 2 digits after the point."],
    ["12.5", "JPY", 3000, "JPY has no minor units: enter a whole amount."],
    ["20.01", "USD", 2000, "At most $20 of this order can be refunded."],
    ["99999999999999999999", "USD", 2000, "At most $20 of this order can be refunded."],
  ])("refuses %j %s (at most %d): %s", (text, currency, left, error) => {
    expect(readRefundAmount(text, currency, left)).toEqual({ error });
  });
});
