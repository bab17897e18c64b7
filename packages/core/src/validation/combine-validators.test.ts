import { describe, expect, it } from "vitest";
import { combineValidators } from "./combine-validators";
import { email } from "./email";
import { required } from "./required";

describe("combineValidators", () => {
  const requiredEmail = combineValidators(required, email);

  it.each([
    { value: "", message: "This field is required" },
    { value: "ada", message: "Invalid email address" },
    { value: "ada@example.com", message: undefined },
  ])("gives the first message for $value: $message", ({ value, message }) => {
    expect(requiredEmail(value)).toBe(message);
  });

  it("stops at the first message", () => {
    const never = () => {
      throw new Error("ran a validator after a message");
    };
    expect(combineValidators(required, never)("")).toBe("This field is required");
  });

  it("accepts anything when given no validators", () => {
    expect(combineValidators()("")).toBeUndefined();
  });
});
