import type { CheckoutProduct } from "@creator-checkout/core/catalog";
import { appliedCode, usePromotionCode } from "@/features/discounts";
import { usePurchaseHistory } from "@/features/payment";
import { useSwitchPreview } from "@/features/switching";
import type { QueryParams } from "@/lib/read-query-params";
import {
  checkoutSelection,
  type SwitchPick,
  switchChoiceFor,
  switchingTerms,
} from "../utils/checkout-state";

/**
 * The option the address chose, the buyer's history with it, and what follows (checkoutSelection):
 * the switch's preview with the buyer's pick for it, and the address's promotion code, each asked
 * of the server as it applies.
 */
export function useCheckoutSelection(
  product: CheckoutProduct,
  params: Pick<QueryParams, "productOptionId" | "customPriceMinor" | "gift" | "coupon">,
  { now, switchPick }: { now: Date; switchPick: SwitchPick },
) {
  const selectedOption = product.options.find((option) => option.id === params.productOptionId);
  const history = usePurchaseHistory(selectedOption?.id ?? null);
  const selection = checkoutSelection({
    product,
    option: selectedOption,
    customPriceMinor: params.customPriceMinor,
    giftMode: params.gift,
    coupon: params.coupon,
    history: history.data,
    now,
  });
  const preview = useSwitchPreview(selection.target);
  const codeQuery = usePromotionCode({ ...selection.codeCheck, code: selection.codeToCheck });
  // A code applies to a purchase or a gift; a switch keeps the subscription's terms.
  const accepted = selection.mode === "switch" ? null : appliedCode(codeQuery);
  const switchChoice = switchChoiceFor(switchPick, selectedOption?.id);
  const switching = switchingTerms(selection.target, switchChoice, preview.data);
  return {
    selectedOption,
    history: history.data,
    selection,
    switchChoice,
    switching,
    codeQuery,
    accepted,
  };
}
