import type { PurchaseHistory } from "@creator-checkout/core/api";
import type { CheckoutOption } from "@creator-checkout/core/catalog";
import type { CheckoutMode } from "@creator-checkout/core/checkout";
import type { SwitchTarget } from "../api/get-switch-preview";

/**
 * The option a subscriber would switch to, when a proration lookup makes sense (product.md §3):
 * in switch mode, for an option other than the current one and the one already queued, while no
 * renewal is overdue. Null otherwise, so nothing is asked of the server.
 */
export function switchTarget({
  mode,
  history,
  selectedOption,
  customPrice,
}: {
  mode: CheckoutMode;
  history: PurchaseHistory | undefined;
  selectedOption: Pick<CheckoutOption, "id">;
  customPrice: number | null;
}): SwitchTarget | null {
  if (mode !== "switch" || !history) return null;
  const unchanged =
    history.current?.product_option_id === selectedOption.id ||
    history.history.next?.product_option_id === selectedOption.id;
  if (unchanged || history.subscription?.overdue) return null;
  return { productOptionId: selectedOption.id, customPriceMinor: customPrice };
}
