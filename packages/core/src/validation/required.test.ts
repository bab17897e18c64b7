import { describe, expect, it } from "vitest";
import { required } from "./required";

describe("required", () => {
  it.each([
    { value: "", case: "empty text" },
    { value: "   ", case: "blank text" },
    { value: undefined, case: "no value" },
    { value: null, case: "a null value" },
    { value: [], case: "no choice" },
  ])("asks for $case", ({ value }) => {
    expect(required(value)).toBe("This field is required");
  });

  it.each([
    { value: "Ada", case: "text" },
    { value: 0, case: "the number 0" },
    { value: false, case: "the answer no" },
    { value: ["a"], case: "a choice" },
  ])("accepts $case", ({ value }) => {
    expect(required(value)).toBeUndefined();
  });
});
