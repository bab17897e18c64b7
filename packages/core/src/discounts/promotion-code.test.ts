import { describe, expect, it } from "vitest";
import {
  GENERATED_CODE_ALPHABET,
  generatePromotionCode,
  normalizePromotionCode,
} from "./promotion-code";

describe("promotion codes", () => {
  it.each([
    ["SAVE20", "SAVE20"],
    ["save20", "SAVE20"],
    ["  Spring-Sale-2027 ", "SPRING-SALE-2027"],
    ["abc", "ABC"],
    ["A".repeat(64), "A".repeat(64)],
  ])("takes %j as %j", (input, code) => {
    expect(normalizePromotionCode(input)).toBe(code);
  });

  it.each([["AB"], ["A".repeat(65)], ["SAVE 20"], ["SAVE_20"], ["SÄVE20"], [""], ["20%"]])(
    "refuses %j",
    (input) => {
      expect(normalizePromotionCode(input)).toBeNull();
    },
  );

  it("generates codes of the unambiguous alphabet that are codes themselves", () => {
    let n = 0;
    const code = generatePromotionCode((below) => n++ % below);
    expect(code).toHaveLength(10);
    expect([...code].every((c) => GENERATED_CODE_ALPHABET.includes(c))).toBe(true);
    expect(normalizePromotionCode(code)).toBe(code);
    expect(GENERATED_CODE_ALPHABET).not.toMatch(/[0O1IL2Z5S8B]/);
    expect(() => generatePromotionCode(() => 0, 7)).toThrow(RangeError);
  });
});
