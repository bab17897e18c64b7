import type { ProductType } from "../catalog";

/** The heading of the success card (product.md §2). */
export const SUCCESS_TITLE = "Thank you!";

/**
 * product.md §8's message for each product type. The spec gives none for pledgeMode or group, so we
 * reuse its own sentences: a pledge is a contribution, like a donation, and a group is a
 * subscription shared by its members, with a trial like any subscription.
 */
export function successMessage(productType: ProductType, isTrial: boolean): string {
  switch (productType) {
    case "subscription":
    case "group":
      return isTrial
        ? "Your subscription trial has been successfully activated."
        : "Your subscription has been successfully activated.";
    case "pass":
      return "Your pass has been successfully activated.";
    case "donation":
    case "pledgeMode":
    case "unknown":
      return "Your payment was successfully processed.";
  }
}
