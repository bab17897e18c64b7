import type { CheckoutOption } from "@creator-checkout/core/catalog";
import type {
  CheckoutMode,
  PayButtonInput,
  PayButtonTrial,
  SwitchChoice,
} from "@creator-checkout/core/checkout";
import { formatMoney } from "@creator-checkout/core/money";
import type { PricingView } from "@creator-checkout/core/pricing";
import type { SwitchPreview } from "@/features/switching";
import type { TaxSummary } from "@/types/tax-summary";
import type { PurchaseHistory } from "../api/get-purchase-history";
import type { PayReason } from "./pay-controls";
import type { DiscountedView } from "./payment-selection";

/** What core's payButton needs to know about the page (product.md §4 and §5). */
export function payButtonInput({
  mode,
  selectedOption,
  pricing,
  history,
  switchChoice,
  preview,
  charged,
  ...state
}: {
  mode: CheckoutMode;
  selectedOption: CheckoutOption;
  pricing: DiscountedView;
  history: PurchaseHistory | undefined;
  switchChoice: SwitchChoice | null;
  preview: SwitchPreview | undefined;
  /** What the server's tax figures say is charged today, where the creator collects tax. */
  charged: TaxSummary | null;
  cardSelected: boolean;
  formsValid: boolean;
  giftFormValid: boolean;
  checkoutInProgress: boolean;
}): PayButtonInput {
  const overdue = history?.subscription?.overdue ?? null;
  return {
    mode,
    targetOptionId: selectedOption.id,
    amountText: charged
      ? formatMoney(charged.dueTodayMinor, charged.currency)
      : formatMoney(
          pricing.priceMinor - (pricing.discountLine?.amountMinor ?? 0),
          pricing.currency,
        ),
    trial: payButtonTrial(pricing),
    current: history?.current ?? null,
    nextOptionId: history?.history.next?.product_option_id ?? null,
    switchChoice,
    canSwitchNow: preview?.pay_now ?? false,
    prorateText: preview
      ? formatMoney(charged?.dueTodayMinor ?? preview.prorate_amount, preview.currency)
      : null,
    overdueText: overdue ? formatMoney(overdue.amount, overdue.currency) : null,
    signedIn: true,
    ...state,
  };
}

/**
 * product.md §4 names the trial in the label of "a product with a trial" (isTrialProduct). The server
 * charges the trial price of the chosen option, whatever its siblings, so the label follows
 * the option too: it never offers an amount other than the one due today.
 */
function payButtonTrial(pricing: PricingView): PayButtonTrial | null {
  if (pricing.trialLength === null || pricing.trialPriceText === null) return null;
  return {
    lengthText: pricing.trialLength,
    free: pricing.trialFree,
    priceText: pricing.trialPriceText,
  };
}

/**
 * The ids of the sentences that say why Pay cannot be pressed: the forms' own problems for
 * "answers", and "Add a card to pay." for a missing card while the buyer has none saved.
 */
export function payReasonIds(
  reasons: readonly PayReason[],
  {
    answerIds,
    noCardsId,
    savedCards,
  }: {
    answerIds: readonly string[];
    noCardsId: string;
    savedCards: number;
  },
): string[] {
  return reasons.flatMap((reason) =>
    reason === "answers" ? answerIds : savedCards === 0 ? [noCardsId] : [],
  );
}

/** The wallet's amount: only a first purchase pays by wallet, and it always has a figure due today. */
export function walletAmountDueMinor(charged: TaxSummary | null, pricing: PricingView): number {
  return charged?.dueTodayMinor ?? pricing.dueTodayMinor ?? 0;
}
