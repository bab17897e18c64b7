import { type CurrentOption, hasCurrentOption } from "./current-option";

export type CheckoutMode = "gift" | "switch" | "default";

export interface CheckoutModeInput {
  giftMode: boolean;
  current: CurrentOption | null | undefined;
}

/** product.md §4: gift mode wins; a buyer with a current option switches; anyone else buys. */
export function checkoutMode({ giftMode, current }: CheckoutModeInput): CheckoutMode {
  if (giftMode) {
    return "gift";
  }
  return hasCurrentOption(current) ? "switch" : "default";
}
