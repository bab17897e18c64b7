import { describe, expect, it } from "vitest";
import { cancelAnswerSchema, cancelFlowSchema, isStoreReason } from "./cancel-flow";

const messagesOf = (input: unknown) => {
  const checked = cancelFlowSchema.safeParse(input);
  return checked.success ? [] : checked.error.issues.map((issue) => issue.message);
};

describe("a store's cancellation settings", () => {
  it("asks nothing and offers nothing by default", () => {
    expect(cancelFlowSchema.parse({})).toEqual({
      reasons: [],
      offer_pause: false,
      offer_switch: false,
      retention_offer: null,
    });
  });

  it("keeps the creator's own words, trimmed, in any language", () => {
    const flow = cancelFlowSchema.parse({
      reasons: ["  Too expensive ", "لم أعد أستخدمه", "🙂 ok"],
    });
    expect(flow.reasons).toEqual(["Too expensive", "لم أعد أستخدمه", "🙂 ok"]);
  });

  it.each([
    [{ reasons: Array.from({ length: 9 }, (_, n) => `R${n}`) }, "List at most 8 reasons."],
    [{ reasons: ["a".repeat(81)] }, "A reason can be at most 80 characters long."],
    [{ reasons: [""] }, "A reason cannot be empty; remove it instead."],
    [
      { reasons: ["two\nlines"] },
      "A reason can hold only letters, digits, punctuation and spaces, on one line.",
    ],
    [
      { reasons: ["zero\u200bwidth"] },
      "A reason can hold only letters, digits, punctuation and spaces, on one line.",
    ],
    [{ reasons: ["Price", "price"] }, '"price" is listed twice; list each reason once.'],
  ])("refuses %j with a sentence a person understands", (input, message) => {
    expect(messagesOf(input)).toContain(message);
  });

  it("takes eight reasons of eighty characters", () => {
    const reasons = Array.from({ length: 8 }, (_, n) => `${n}`.padEnd(80, "x"));
    expect(messagesOf({ reasons })).toEqual([]);
  });
});

describe("a store's retention offer", () => {
  it.each([
    [{ percent_off: 1, renewals: 1 }],
    [{ percent_off: 25, renewals: 3 }],
    [{ percent_off: 100, renewals: 12 }],
  ])("takes %j", (retention_offer) => {
    expect(cancelFlowSchema.parse({ retention_offer, offer_switch: true })).toMatchObject({
      offer_switch: true,
      retention_offer,
    });
  });

  it.each([
    [{ percent_off: 0, renewals: 3 }, "Take at least 1 % off, or offer no discount."],
    [{ percent_off: 101, renewals: 3 }, "A discount cannot take more than 100 % off."],
    [
      { percent_off: 12.5, renewals: 3 },
      "Say how much is taken off as a whole percentage, 1 to 100.",
    ],
    [
      { percent_off: "25", renewals: 3 },
      "Say how much is taken off as a whole percentage, 1 to 100.",
    ],
    [{ percent_off: 25, renewals: 0 }, "A discount lasts at least one renewal."],
    [
      { percent_off: 25, renewals: 13 },
      "A discount can last at most 12 renewals; offer it again later instead.",
    ],
    [{ percent_off: 25, renewals: 1.5 }, "Say for how many renewals the discount lasts, 1 to 12."],
    [{ percent_off: 25 }, "Say for how many renewals the discount lasts, 1 to 12."],
    [{ percent_off: 25, renewals: 3, forever: true }, 'Unrecognized key: "forever"'],
  ])("refuses %j with a sentence", (retention_offer, message) => {
    expect(messagesOf({ retention_offer })).toContain(message);
  });

  it("refuses an offer to switch that is not true or false", () => {
    expect(messagesOf({ offer_switch: "yes" })).toHaveLength(1);
  });
});

describe("a subscriber's answer", () => {
  it("is all optional, and empty words are none", () => {
    expect(cancelAnswerSchema.parse({})).toEqual({ reason: null, note: null });
    expect(cancelAnswerSchema.parse({ note: "   " })).toEqual({ reason: null, note: null });
  });

  it("refuses words too long or holding control characters, and any field it does not know", () => {
    expect(cancelAnswerSchema.safeParse({ note: "x".repeat(501) }).success).toBe(false);
    expect(cancelAnswerSchema.safeParse({ note: "bell\u0007" }).success).toBe(false);
    expect(cancelAnswerSchema.safeParse({ reason: "r", outcome: "paused" }).success).toBe(false);
    expect(cancelAnswerSchema.parse({ note: "Two\nlines" }).note).toBe("Two\nlines");
  });

  it("names a reason of the store's, or none", () => {
    const flow = { reasons: ["Too expensive"] };
    expect(isStoreReason(flow, "Too expensive")).toBe(true);
    expect(isStoreReason(flow, null)).toBe(true);
    expect(isStoreReason(flow, "too expensive")).toBe(false);
  });
});
