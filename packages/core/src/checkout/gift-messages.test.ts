import { describe, expect, it } from "vitest";
import { giftMessages } from "./gift-messages";

describe("giftMessages", () => {
  it.each([
    ["redeemed", "This gift has already been redeemed. A gift works once."],
    ["expired", "This gift has expired. Ask the person who gave it to contact the creator."],
  ] as const)("words %s as product.md §2 does", (key, message) => {
    expect(giftMessages[key]).toBe(message);
  });
});
