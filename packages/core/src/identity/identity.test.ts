import { describe, expect, it } from "vitest";
import { normalizeEmail } from "./normalize-email";
import { normalizePhone } from "./normalize-phone";

describe("normalizePhone", () => {
  it.each([
    ["(415) 555-2671", "+14155552671"],
    ["415.555.2671", "+14155552671"],
    ["+1 415 555 2671", "+14155552671"],
    ["+1 604 555 0134", "+16045550134"],
  ])("reads %s as %s", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    ["a UK number", "+44 20 7946 0958"],
    ["too few digits", "415 555"],
    ["letters", "call me"],
    ["an empty value", ""],
  ])("refuses %s", (_case, input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe("normalizeEmail", () => {
  it("trims and lower-cases an address", () => {
    expect(normalizeEmail("  Ada.Lovelace@Example.COM ")).toBe("ada.lovelace@example.com");
  });

  it.each(["ada@", "ada@example", "@example.com", "ada example@x.com", `${"a".repeat(250)}@x.com`])(
    "refuses %s",
    (input) => {
      expect(normalizeEmail(input)).toBeNull();
    },
  );
});
