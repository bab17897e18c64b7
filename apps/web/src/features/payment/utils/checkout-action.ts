import type { CheckoutOption } from "@creator-checkout/core/catalog";
import type { CheckoutMode, SwitchChoice } from "@creator-checkout/core/checkout";
import type { DiscountLine } from "@creator-checkout/core/discounts";
import { t } from "@creator-checkout/core/i18n";
import { formatMoney } from "@creator-checkout/core/money";
import type { SwitchPreview } from "@/features/switching";
import type { PurchaseHistory } from "../api/get-purchase-history";
import type { GiftRequest } from "../api/purchase-gift";
import type { OrderResult } from "../api/purchase-product";
import type { SwitchResult } from "../api/switch-option";
import type { CheckoutAction, CheckoutOutcome } from "../hooks/checkout-charge";
import type { BuyerTaxFields } from "../tax/use-buyer-tax";

export type GiftDetails = Omit<
  GiftRequest,
  "productOptionId" | "sourceId" | "promotionCode" | "tax" | "currency"
>;

/** The promotion code a payment used, and what it took off. */
export interface PaidDiscount {
  code: string;
  amountMinor: number;
}

/** What the pay button does in `mode`: buy, give, switch, or pay what a failed renewal owes. */
export function checkoutAction({
  mode,
  history,
  selectedOption,
  customPrice,
  switchChoice,
  preview,
  gift,
  promotionCode,
  taxFields,
}: {
  mode: CheckoutMode;
  history: PurchaseHistory | undefined;
  selectedOption: CheckoutOption;
  customPrice: number | null;
  switchChoice: SwitchChoice | null;
  preview: SwitchPreview | undefined;
  gift: GiftDetails | null;
  promotionCode: string | null;
  /** The buyer's country (and VAT number) where the creator collects tax. */
  taxFields: BuyerTaxFields | null;
}): CheckoutAction {
  if (mode === "gift") {
    // Pay stays disabled until the form is valid, so an empty gift is never sent.
    return {
      kind: "gift",
      request: {
        productOptionId: selectedOption.id,
        senderFirstName: gift?.senderFirstName ?? "",
        recipientFirstName: gift?.recipientFirstName ?? "",
        recipientEmail: gift?.recipientEmail ?? "",
        note: gift?.note ?? null,
        deliverAt: gift?.deliverAt ?? null,
        currency: selectedOption.currency,
        promotionCode,
        tax: taxFields,
      },
    };
  }
  const current = history?.current ?? null;
  const subscription = history?.subscription ?? null;
  if (
    mode === "switch" &&
    current?.product_option_id === selectedOption.id &&
    subscription?.overdue
  ) {
    return { kind: "overdue", subscriptionId: subscription.id };
  }
  if (mode === "switch") {
    const payNow = switchChoice === "now" && preview?.pay_now === true;
    return {
      kind: "switch",
      request: {
        productOptionId: selectedOption.id,
        customPriceMinor: customPrice,
        // "Switch Now" pays the amount the preview showed, never one the buyer has not seen.
        payNow,
        shownAmount: payNow ? (preview?.prorate_amount ?? null) : null,
        // Where the creator collects tax, the preview's total with it (docs/decisions/128).
        shownTotal: payNow ? (preview?.due_today ?? null) : null,
      },
      currentOptionId: current?.product_option_id ?? null,
    };
  }
  return {
    kind: "purchase",
    request: {
      productOptionId: selectedOption.id,
      customPriceMinor: customPrice,
      currency: selectedOption.currency,
      promotionCode,
      tax: taxFields,
    },
  };
}

/** Where a finished checkout goes: the page's success card, or a note under the pay button. */
export interface OutcomeListeners {
  onPaid: (order: OrderResult, discount: PaidDiscount | null) => void;
  onSwitched: (result: SwitchResult, timing: SwitchChoice) => void;
  onNote: (note: string) => void;
}

/**
 * Tells the page what the checkout finished with: a paid purchase or gift with the code's
 * discount the summary showed, a switch made now (paid) or later (no order), or an overdue
 * payment's sentence.
 */
export function reportOutcome(
  outcome: CheckoutOutcome,
  discountLine: DiscountLine | null,
  { onPaid, onSwitched, onNote }: OutcomeListeners,
): void {
  if (outcome.kind === "purchase" || outcome.kind === "gift") {
    const discount = discountLine && {
      code: discountLine.code,
      amountMinor: discountLine.amountMinor,
    };
    onPaid(outcome.order, discount);
  } else if (outcome.kind === "switch") {
    onSwitched(outcome.result, outcome.result.order === null ? "later" : "now");
  } else {
    onNote(
      t("payment.overdue.paid", {
        amount: formatMoney(outcome.order.amount, outcome.order.currency),
      }),
    );
  }
}
