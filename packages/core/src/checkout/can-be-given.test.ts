import { describe, expect, it } from "vitest";
import { canBeGiven } from "./can-be-given";

describe("canBeGiven", () => {
  it.each([
    ["a subscription option with a price", "subscription", 800, true],
    ["a trial subscription's option", "trial", 800, true],
    ["a pass", "pass", 1500, true],
    ["a donation with a fixed amount", "donation", 500, false],
    ["an option whose buyer chooses the amount", "subscription", null, false],
    ["a donation of the buyer's own amount", "donation", null, false],
  ])("%s: %s", (_what, productType, price, expected) => {
    expect(canBeGiven({ productType, price })).toBe(expected);
  });
});
