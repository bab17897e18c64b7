import { t } from "../i18n/active-catalog";

/**
 * product.md §8's checkout messages, word for word; the page shows them in the red box. Each is
 * read when shown, so it comes in the page's language.
 */
export const checkoutErrors = {
  get updateDefaultPaymentMethodFailed() {
    return t("checkout.errors.updateDefaultPaymentMethodFailed");
  },
  /** For default and gift purchases. */
  get purchaseFailed() {
    return t("checkout.errors.purchaseFailed");
  },
  get switchFailed() {
    return t("checkout.errors.switchFailed");
  },
  get currentOptionNotFound() {
    return t("checkout.errors.currentOptionNotFound");
  },
  get unableToSwitchNow() {
    return t("checkout.payButton.unableToSwitchNow");
  },
};
