import type { PurchaseHistory } from "@creator-checkout/core/api";
import type { CheckoutOption, CheckoutProduct } from "@creator-checkout/core/catalog";
import {
  type CheckoutMode,
  canBeGiven,
  checkoutMode,
  hasCurrentOption,
  type SwitchChoice,
} from "@creator-checkout/core/checkout";
import type { SuccessOutcome } from "@creator-checkout/core/checkout/success-message";
import { isTrialOption, pricingView, type SwitchingInput } from "@creator-checkout/core/pricing";
import type { AcceptedCode } from "@/features/discounts";
import type { GiftDetails } from "@/features/gift";
import type { PaidDiscount, PaidOrder, SummaryTax, SwitchResult } from "@/features/payment";
import {
  type SwitchPreview,
  type SwitchTarget,
  switchQuote,
  switchTarget,
} from "@/features/switching";
import type { PageEvent } from "@/lib/page-events";
import type { PreviewState } from "@/lib/preview";

// The checkout page's state as plain functions of what it has loaded (docs/decisions/152):
// CheckoutView holds the queries and the buyer's choices, and asks these what follows from them.

/** What the address chose, and what follows from it before the Payment card has a say. */
export interface CheckoutSelection {
  /** The buyer's current option at this product's publisher, from their history. */
  current: PurchaseHistory["current"];
  mode: CheckoutMode;
  /** The option may be given (product.md §6): the gift card's form can be filled in. */
  giftable: boolean;
  /** The option a subscriber would switch to, for its preview; null outside a switch. */
  target: SwitchTarget | null;
  /** What a promotion code is checked for: the option and amount on screen. */
  codeCheck: { publisherId: string; productOptionId: string; customPriceMinor: number | null };
  /** The address's code, checked for a purchase or a gift; a switch keeps its terms. */
  codeToCheck: string | null;
}

export function checkoutSelection({
  product,
  option,
  customPriceMinor,
  giftMode,
  coupon,
  history,
  now,
}: {
  product: Pick<CheckoutProduct, "publisher_id" | "type">;
  option: CheckoutOption | undefined;
  customPriceMinor: number | null;
  giftMode: boolean;
  coupon: string | null;
  history: PurchaseHistory | undefined;
  now: Date;
}): CheckoutSelection {
  const current = history?.current ?? null;
  const mode = checkoutMode({ giftMode, current });
  const customPrice =
    option?.price === null ? pricingView({ option, customPriceMinor, now }).priceMinor : null;
  return {
    current,
    mode,
    giftable:
      option !== undefined && canBeGiven({ productType: product.type, price: option.price }),
    target: option ? switchTarget({ mode, history, selectedOption: option, customPrice }) : null,
    codeCheck: {
      publisherId: product.publisher_id,
      productOptionId: option?.id ?? "",
      customPriceMinor: customPrice,
    },
    codeToCheck: option && mode !== "switch" ? coupon : null,
  };
}

/**
 * An archived option's page is for the buyers who hold it (docs/decisions/177): anyone else is
 * told it is no longer sold. While a signed-in buyer's history loads, the page waits on it as
 * it does for every option.
 */
export function noLongerSold(
  option: Pick<CheckoutOption, "id" | "archived">,
  { signedIn, history }: { signedIn: boolean; history: PurchaseHistory | undefined },
): boolean {
  if (!option.archived) return false;
  if (!signedIn) return true;
  if (history === undefined) return false;
  const current = history.current;
  return !hasCurrentOption(current) || current.product_option_id !== option.id;
}

/** Which cards the right-hand stack shows (product.md §2), before a payment replaces them. */
export interface VisibleCards {
  gift: boolean;
  newsletters: boolean;
  additionalInfo: boolean;
  subscription: boolean;
  payment: boolean;
}

export function visibleCards({
  signedIn,
  creatorLoaded,
  preview,
  mode,
  product,
}: {
  signedIn: boolean;
  creatorLoaded: boolean;
  preview: PreviewState;
  mode: CheckoutMode;
  product: Pick<CheckoutProduct, "newsletters" | "custom_fields">;
}): VisibleCards {
  // Newsletters and payment need a signed-in buyer and the creator's profile. A preview shows
  // what a buyer sees before signing in, and can sell nothing.
  const accountCards = signedIn && creatorLoaded && preview === "off";
  // The newsletters and the questions are about the buyer's own account: a gift asks neither.
  const ownAccount = accountCards && mode !== "gift";
  return {
    gift: mode === "gift",
    newsletters: ownAccount && product.newsletters.length > 0,
    additionalInfo: ownAccount && product.custom_fields.length > 0,
    subscription: ownAccount,
    payment: accountCards,
  };
}

/** The "Switch Now" / "Switch Later" pick, which belongs to the option it was made for. */
export type SwitchPick = { optionId: string; choice: SwitchChoice } | null;

export function switchChoiceFor(
  pick: SwitchPick,
  optionId: string | undefined,
): SwitchChoice | null {
  return pick !== null && pick.optionId === optionId ? pick.choice : null;
}

/** A switch's own terms for the summary: what its choice charges today, and when it takes effect. */
export function switchingTerms(
  target: SwitchTarget | null,
  choice: SwitchChoice | null,
  preview: SwitchPreview | undefined,
): SwitchingInput | null {
  return target ? { timing: choice, quote: preview ? switchQuote(preview) : null } : null;
}

/** A finished purchase, gift or switch, as the page keeps it beside the success card. */
export interface Finished {
  outcome: SuccessOutcome;
  /** What the payment charged; nothing for a switch at the end of the period. */
  paid: { amountMinor: number; currency: string };
  switching: SwitchingInput | null;
  /** The code the payment used: its line stays once the buyer owns the option. */
  accepted: AcceptedCode | null;
  /** The tax lines the buyer paid by, kept once the Payment card is gone. */
  tax: SummaryTax;
}

/** A paid purchase or gift: the success card's sentence and what was charged. */
export function purchaseFinished({
  product,
  order,
  gift,
  accepted,
  tax,
}: {
  product: Pick<CheckoutProduct, "type" | "options">;
  order: PaidOrder;
  /** The gift's details in gift mode; null for a purchase. */
  gift: Pick<GiftDetails, "recipientFirstName" | "deliverAt"> | null;
  accepted: AcceptedCode | null;
  tax: SummaryTax;
}): Finished {
  return {
    outcome: paidOutcome(product, order, gift),
    paid: { amountMinor: order.amount, currency: order.currency },
    switching: null,
    accepted,
    tax,
  };
}

/** A switch made now (its prorated payment, nothing during a trial) or queued for later (none). */
export function switchFinished({
  productTitle,
  option,
  result,
  timing,
  switching,
  tax,
}: {
  productTitle: string;
  option: Pick<CheckoutOption, "title" | "currency">;
  result: SwitchResult;
  timing: SwitchChoice;
  /** The terms the summary showed when the buyer committed: the history reloads after. */
  switching: SwitchingInput | null;
  tax: SummaryTax;
}): Finished {
  const periodEnd = result.subscription.current_period_end;
  return {
    paid: {
      amountMinor: result.order?.amount ?? 0,
      currency: result.order?.currency ?? option.currency,
    },
    outcome: {
      kind: "switch",
      optionTitle: option.title,
      productTitle,
      timing,
      periodEnd: periodEnd ? new Date(periodEnd) : null,
    },
    switching,
    accepted: null,
    tax,
  };
}

/** What was bought, for the success card's sentence; a gift, where it goes. */
function paidOutcome(
  product: Pick<CheckoutProduct, "type" | "options">,
  order: PaidOrder,
  gift: Pick<GiftDetails, "recipientFirstName" | "deliverAt"> | null,
): SuccessOutcome {
  if (gift) {
    const { recipientFirstName, deliverAt } = gift;
    return { kind: "gift", recipientFirstName, deliverAt: deliverAt ? new Date(deliverAt) : null };
  }
  const option = product.options.find((candidate) => candidate.id === order.product_option_id);
  return {
    kind: "purchase",
    productType: product.type,
    isTrial: option !== undefined && isTrialOption(option),
  };
}

/**
 * product.md §4's user_payment, once per payment whatever it paid for, with the amount the buyer
 * chose for a custom-amount option as the summary showed it and the server took.
 */
export function paymentEvent({
  options,
  order,
  isTrial,
  discount,
  customPriceMinor,
  now,
}: {
  options: readonly CheckoutOption[];
  order: PaidOrder;
  isTrial: boolean;
  discount: PaidDiscount | null;
  customPriceMinor: number | null;
  now: Date;
}): PageEvent {
  const paidOption = options.find((option) => option.id === order.product_option_id);
  const chosenAmount =
    paidOption?.price === null
      ? pricingView({ option: paidOption, customPriceMinor, now }).priceMinor
      : null;
  return {
    type: "purchase-succeeded",
    orderId: order.order_id,
    productOptionId: order.product_option_id,
    currency: order.currency,
    isTrial,
    customPriceMinor: chosenAmount,
    discount,
  };
}
