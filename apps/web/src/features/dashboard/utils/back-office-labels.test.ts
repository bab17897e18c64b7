import { describe, expect, it } from "vitest";
import {
  answerText,
  endpointSummary,
  formatDay,
  formatInstant,
  lastAnswer,
  orderStatusLabel,
  subscriptionStatusLabel,
} from "./back-office-labels";

describe("formatInstant and formatDay", () => {
  it.each([
    ["2026-11-27T09:30:12.345Z", "2026-11-27 09:30 UTC", "2026-11-27"],
    ["2026-11-27T23:30:00-02:00", "2026-11-28 01:30 UTC", "2026-11-28"],
    ["not a date", "not a date", "not a date"],
  ])("%s", (instant, shown, day) => {
    expect(formatInstant(instant)).toBe(shown);
    expect(formatDay(instant)).toBe(day.slice(0, 10));
  });
});

describe("orderStatusLabel", () => {
  const paid = { status: "paid", amount: 2000, currency: "USD" };
  it.each([
    [paid, 0, "Paid"],
    [{ ...paid, status: "requires_action" }, 0, "Awaiting the buyer"],
    [{ ...paid, status: "failed" }, 0, "Failed"],
    [{ ...paid, status: "pending" }, 0, "Pending"],
    [paid, 400, "Refunded $4"],
    [paid, 450, "Refunded $4.50"],
    [paid, 2000, "Refunded"],
    [{ status: "paid", amount: 3000, currency: "JPY" }, 1200, "Refunded ¥1,200"],
  ])("%j with %d refunded: %s", (order, refunded, label) => {
    expect(orderStatusLabel(order, refunded)).toBe(label);
  });
});

describe("subscriptionStatusLabel", () => {
  it.each([
    ["ACTIVE", false, "Active"],
    ["ACTIVE", true, "Active, ends at the period's end"],
    ["TRIALING", true, "Trial, ends at the period's end"],
    ["PAST_DUE", false, "Past due"],
    ["CANCELED", true, "Canceled"],
  ])("%s, cancel at period end %s: %s", (status, atEnd, label) => {
    expect(subscriptionStatusLabel({ status, cancel_at_period_end: atEnd })).toBe(label);
  });

  it("names the date a paused subscription resumes", () => {
    const paused = { status: "ACTIVE", paused_until: "2027-03-31T10:00:00.000Z" };
    expect(subscriptionStatusLabel({ ...paused, cancel_at_period_end: false })).toBe(
      "Active, paused until 2027-03-31",
    );
    expect(subscriptionStatusLabel({ ...paused, cancel_at_period_end: true })).toBe(
      "Active, ends at the period's end",
    );
  });
});

describe("lastAnswer", () => {
  it.each([
    [[], "Not sent yet"],
    [
      [
        { status: 500, error: null },
        { status: 200, error: null },
      ],
      "200",
    ],
    [[{ status: null, error: "connection refused" }], "connection refused"],
    [[{ status: null, error: null }], "No answer"],
  ])("%j: %s", (log, answer) => {
    expect(lastAnswer(log)).toBe(answer);
  });
});

describe("answerText", () => {
  it.each([
    ["Designer", "Designer"],
    [["News", "Essays"], "News, Essays"],
    [true, "Yes"],
    [false, "No"],
    [null, "No answer"],
    ["", "No answer"],
    [42, "42"],
    [{ city: "Oslo" }, '{"city":"Oslo"}'],
  ])("%j reads %s", (value, text) => {
    expect(answerText(value)).toBe(text);
  });
});

describe("endpointSummary", () => {
  const endpoint = { events: ["order.paid"], disabled: false, disabled_reason: null };
  it.each([
    [endpoint, "order.paid"],
    [{ ...endpoint, events: ["order.paid", "order.refunded"] }, "All events"],
    [{ ...endpoint, disabled: true }, "order.paid. Disabled by you."],
    [
      { ...endpoint, disabled: true, disabled_reason: "disabled by the creator" },
      "order.paid. Disabled by you.",
    ],
    [
      { ...endpoint, disabled: true, disabled_reason: "the receiver answered 410 Gone" },
      "order.paid. Disabled: the receiver answered 410 Gone.",
    ],
  ])("%j reads %s", (given, text) => {
    expect(endpointSummary(given, 2)).toBe(text);
  });
});
