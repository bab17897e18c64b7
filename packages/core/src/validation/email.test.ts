import { describe, expect, it } from "vitest";
import { email } from "./email";

describe("email", () => {
  it.each([
    "ada@example.com",
    "Ada.Lovelace+gift@Example.CO.UK",
    "a_b-c%d@sub.domain.io",
    "x@y.museum",
    "x@y.technology",
  ])("accepts %s", (value) => {
    expect(email(value)).toBeUndefined();
  });

  it.each([
    "ada",
    "ada@",
    "@example.com",
    "ada@example",
    "ada@example.c",
    "ada@example.abcdefghijk",
    "ada@example.c0m",
    "ada@@example.com",
    "ada lovelace@example.com",
    "ada@.com",
    " ada@example.com",
  ])("refuses %j as an invalid email address", (value) => {
    expect(email(value)).toBe("Invalid email address");
  });

  it("refuses a value that is not text", () => {
    expect(email(42)).toBe("Invalid email address");
  });

  it.each(["", undefined, null])("leaves the empty value %j to required", (value) => {
    expect(email(value)).toBeUndefined();
  });
});
