/** product.md §8's checkout messages, word for word; the page shows them in the red box. */
export const checkoutErrors = {
  updateDefaultPaymentMethodFailed: "Update default payment method failed.",
  /** For default and gift purchases. */
  purchaseFailed:
    "There was an issue trying to complete your purchase. Please try again or contact support if this persists.",
  switchFailed: "switch failed",
  currentOptionNotFound: "current product_option_id is not found",
  unableToSwitchNow: "Unable to switch now",
} as const;
