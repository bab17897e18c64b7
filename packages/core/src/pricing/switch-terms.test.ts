import { describe, expect, it } from "vitest";
import {
  type SwitchQuote,
  type SwitchTiming,
  switchDueToday,
  switchNextCharge,
  switchTakesEffect,
} from "./switch-terms";

// A monthly subscriber renewing December 26, 2026 looks at the yearly option on November 26.
const now = new Date("2026-11-26T10:00:00Z");
const currentPeriodEnd = new Date("2026-12-26T10:00:00Z");
const nowPeriodEnd = new Date("2027-11-26T10:00:00Z");
const possible: SwitchQuote = {
  payNow: true,
  prorateAmountMinor: 6000,
  nowPeriodEnd,
  currentPeriodEnd,
};
const laterOnly: SwitchQuote = { ...possible, payNow: false, prorateAmountMinor: 0 };

describe("when a switch takes effect", () => {
  it.each<{ timing: SwitchTiming; at: Date }>([
    { timing: "now", at: now },
    { timing: "later", at: currentPeriodEnd },
  ])("switching $timing takes effect at $at", ({ timing, at }) => {
    expect(switchTakesEffect(timing, { now, currentPeriodEnd })).toEqual(at);
  });
});

describe("what a switch is due today", () => {
  it.each<{ case: string; timing: SwitchTiming | null; quote: SwitchQuote; due: number | null }>([
    { case: "switching now", timing: "now", quote: possible, due: 6000 },
    {
      case: "switching now for free during a trial",
      timing: "now",
      quote: { ...possible, prorateAmountMinor: 0 },
      due: 0,
    },
    { case: "switching later", timing: "later", quote: possible, due: 0 },
    {
      case: "switching later where now is not possible",
      timing: "later",
      quote: laterOnly,
      due: 0,
    },
    { case: "no choice yet", timing: null, quote: possible, due: null },
    { case: "switching now where it is not possible", timing: "now", quote: laterOnly, due: null },
  ])("is $due for $case", ({ timing, quote, due }) => {
    expect(switchDueToday(timing, quote)).toBe(due);
  });
});

describe("a switch's next charge", () => {
  it.each<{ case: string; timing: SwitchTiming | null; quote: SwitchQuote; at: Date | null }>([
    { case: "switching now", timing: "now", quote: possible, at: nowPeriodEnd },
    { case: "switching later", timing: "later", quote: possible, at: currentPeriodEnd },
    { case: "no choice yet", timing: null, quote: possible, at: null },
    { case: "switching now where it is not possible", timing: "now", quote: laterOnly, at: null },
  ])("falls at $at for $case", ({ timing, quote, at }) => {
    expect(switchNextCharge(timing, quote)).toEqual(at);
  });
});
