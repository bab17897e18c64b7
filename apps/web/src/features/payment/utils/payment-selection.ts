import type { CheckoutOption } from "@creator-checkout/core/catalog";
import {
  type CheckoutMode,
  checkoutMode,
  type SwitchChoice,
} from "@creator-checkout/core/checkout";
import { isTrialOption, pricingView } from "@creator-checkout/core/pricing";
import { type AcceptedCode, pricedWithCode } from "@/features/discounts";
import { type SwitchPreview, type SwitchTarget, switchTarget } from "@/features/switching";
import type { PaymentMethod } from "../api/get-payment-methods";
import type { PurchaseHistory } from "../api/get-purchase-history";
import type { BuyerTaxInput } from "../tax/use-buyer-tax";

export type DiscountedView = ReturnType<typeof pricedWithCode>;

/** What the Payment card charges for, as the summary on its left shows it (product.md §4). */
export interface PaymentSelection {
  mode: CheckoutMode;
  /** The buyer's own amount, for an option whose buyer chooses it; null for a fixed price. */
  customPrice: number | null;
  /** The code that applies: none to a switch, which keeps the subscription's terms. */
  code: AcceptedCode | null;
  pricing: DiscountedView;
  /** The code the purchase sends: the one whose line the summary shows. */
  promotionCode: string | null;
  /** The option a switch would go to, for its proration preview; null outside a switch. */
  target: SwitchTarget | null;
  /** Nothing is due, today or ever: Pay needs no card. */
  cardless: boolean;
}

export function paymentSelection({
  option,
  customPriceMinor,
  giftMode,
  history,
  accepted,
  now,
}: {
  option: CheckoutOption;
  customPriceMinor: number | null;
  giftMode: boolean;
  history: PurchaseHistory | undefined;
  accepted: AcceptedCode | null;
  now: Date;
}): PaymentSelection {
  const undiscounted = pricingView({ option, customPriceMinor, now, gift: giftMode });
  // Principle P7: the buyer's own amount travels as integer minor units, the very figure the
  // summary shows; a fixed price is the server's to know.
  const customPrice = option.price === null ? undiscounted.priceMinor : null;
  const mode = checkoutMode({ giftMode, current: history?.current ?? null });
  const code = mode === "switch" ? null : accepted;
  const pricing = pricedWithCode(undiscounted, code, {
    interval: option.interval,
    gift: mode === "gift",
    switching: false,
  });
  return {
    mode,
    customPrice,
    code,
    pricing,
    promotionCode: pricing.discountLine?.code ?? null,
    target: switchTarget({ mode, history, selectedOption: option, customPrice }),
    cardless: nothingDueEver(pricing, code, { gift: mode === "gift", option }),
  };
}

/**
 * A code that takes all of today's amount and of every later one: a one-time purchase or a gift,
 * or a subscription whose code lasts forever and leaves nothing (docs/decisions/092). Pay then
 * needs no card.
 */
function nothingDueEver(
  pricing: DiscountedView,
  code: AcceptedCode | null,
  { gift, option }: { gift: boolean; option: CheckoutOption },
): boolean {
  const line = pricing.discountLine;
  if (!code || !line || pricing.dueTodayMinor !== 0) return false;
  if (gift || option.interval === null) return true;
  return code.discount.duration === "forever" && line.amountMinor === pricing.priceMinor;
}

/** The buyer's pick, else the default card, else the first one. */
export function chooseMethod(
  list: readonly PaymentMethod[],
  chosenId: string | null,
): PaymentMethod | null {
  return (
    list.find((method) => method.id === chosenId) ??
    list.find((method) => method.isDefault) ??
    list[0] ??
    null
  );
}

/**
 * What the buyer's tax is asked for: the purchase or gift on screen (a switch keeps the
 * subscription's terms), and a switch now's own preview, which carries the tax of its day.
 */
export function buyerTaxInput(
  { mode, customPrice, promotionCode }: PaymentSelection,
  {
    option,
    publisherId,
    switchChoice,
    preview,
  }: {
    option: CheckoutOption;
    publisherId: string;
    switchChoice: SwitchChoice | null;
    preview: SwitchPreview | undefined;
  },
): BuyerTaxInput {
  return {
    quoteFor:
      mode === "switch"
        ? null
        : { publisherId, productOptionId: option.id, customPriceMinor: customPrice, promotionCode },
    // A gift's one term (no trial) is not what the quote prices: no figure is shown for it.
    figuresApply: !(mode === "gift" && isTrialOption(option)),
    switchNow: mode === "switch" && switchChoice === "now" ? (preview ?? null) : null,
  };
}
