import { describe, expect, it } from "vitest";
import { checkoutMode } from "./checkout-mode";

const active = { product_option_id: "monthly", status: "ACTIVE" };
const canceled = { product_option_id: "monthly", status: "CANCELED" };

describe("checkoutMode", () => {
  it.each([
    { giftMode: true, buyer: "a subscriber", current: active, mode: "gift" },
    { giftMode: true, buyer: "a new buyer", current: null, mode: "gift" },
    { giftMode: false, buyer: "a subscriber", current: active, mode: "switch" },
    { giftMode: false, buyer: "a buyer who canceled", current: canceled, mode: "default" },
    { giftMode: false, buyer: "a new buyer", current: null, mode: "default" },
    { giftMode: false, buyer: "a buyer not yet loaded", current: undefined, mode: "default" },
  ])("picks $mode for $buyer when gift mode is $giftMode", ({ giftMode, current, mode }) => {
    expect(checkoutMode({ giftMode, current })).toBe(mode);
  });
});
