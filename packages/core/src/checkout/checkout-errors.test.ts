import { describe, expect, it } from "vitest";
import { checkoutErrors } from "./checkout-errors";

describe("checkoutErrors", () => {
  it.each([
    ["updateDefaultPaymentMethodFailed", "Update default payment method failed."],
    [
      "purchaseFailed",
      "There was an issue trying to complete your purchase. Please try again or contact support if this persists.",
    ],
    ["switchFailed", "switch failed"],
    ["currentOptionNotFound", "current product_option_id is not found"],
    ["unableToSwitchNow", "Unable to switch now"],
  ] as const)("words %s as product.md §8 does", (key, message) => {
    expect(checkoutErrors[key]).toBe(message);
  });
});
