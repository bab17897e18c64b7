import { describe, expect, it } from "vitest";
import { hasCurrentOption } from "./current-option";

describe("hasCurrentOption", () => {
  it.each([
    { case: "an active option", current: { product_option_id: "a", status: "ACTIVE" }, has: true },
    {
      case: "a past-due option",
      current: { product_option_id: "a", status: "PAST_DUE" },
      has: true,
    },
    {
      case: "a canceled option",
      current: { product_option_id: "a", status: "CANCELED" },
      has: false,
    },
    { case: "no option", current: null, has: false },
    { case: "an unknown history", current: undefined, has: false },
  ])("says $has for $case", ({ current, has }) => {
    expect(hasCurrentOption(current)).toBe(has);
  });
});
