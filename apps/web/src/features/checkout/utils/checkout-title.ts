import { t } from "@creator-checkout/core/i18n";
/** The checkout's document title; the server writes the same one into the page it renders. */
export function checkoutTitle(publisherName: string): string {
  return t("checkout.documentTitle", { creator: publisherName });
}
