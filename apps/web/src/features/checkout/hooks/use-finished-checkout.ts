import type { CheckoutOption, CheckoutProduct } from "@creator-checkout/core/catalog";
import type { SwitchChoice } from "@creator-checkout/core/checkout";
import { isTrialOption, type SwitchingInput } from "@creator-checkout/core/pricing";
import { startTransition, useState } from "react";
import type { AcceptedCode } from "@/features/discounts";
import type { GiftDetails } from "@/features/gift";
import type { PaidDiscount, PaidOrder, SummaryTax, SwitchResult } from "@/features/payment";
import { announcePageEvent } from "@/lib/page-events";
import { loadSuccessCard } from "../components/lazy-success-card";
import {
  type Finished,
  paymentEvent,
  purchaseFinished,
  switchFinished,
} from "../utils/checkout-state";

/**
 * Once a purchase, gift or switch is done: the success card's sentence, what was charged, and
 * for a switch the terms the summary showed when the buyer committed, kept beside it (the
 * history reloads and the option becomes the current one, whose own terms are a new buyer's).
 * Each payment is announced once (product.md §4's user_payment).
 */
export function useFinishedCheckout({
  product,
  customPriceMinor,
  now,
  paidGift,
  accepted,
  switching,
  tax,
}: {
  product: CheckoutProduct;
  customPriceMinor: number | null;
  now: Date;
  /** The gift form's details in gift mode; null for a purchase or a switch. */
  paidGift: GiftDetails | null;
  accepted: AcceptedCode | null;
  switching: SwitchingInput | null;
  tax: SummaryTax;
}) {
  const [finished, setFinished] = useState<Finished | null>(null);
  // The success card replaces most of the page: rendered in a transition, in slices React can
  // pause between, rather than in one long task after the buyer pressed Pay (docs/decisions/060).
  // The page then ends where its content does: no height is held for the stack it replaced
  // (docs/decisions/143).
  const finish = (done: Finished) => startTransition(() => setFinished(done));
  const { options } = product;
  const announcePayment = (order: PaidOrder, isTrial: boolean, discount: PaidDiscount | null) =>
    announcePageEvent(paymentEvent({ options, order, isTrial, discount, customPriceMinor, now }));

  async function showSuccess(order: PaidOrder, discount: PaidDiscount | null) {
    const paidOption = options.find((option) => option.id === order.product_option_id);
    announcePayment(order, paidOption !== undefined && isTrialOption(paidOption), discount);
    await loadSuccessCard();
    finish(purchaseFinished({ product, order, gift: paidGift, accepted, tax }));
  }

  async function showSwitched(result: SwitchResult, timing: SwitchChoice, option: CheckoutOption) {
    // A switch now is a payment (its prorated amount, nothing during a trial); later is none.
    if (result.order) announcePayment(result.order, false, null);
    await loadSuccessCard();
    const productTitle = product.title;
    finish(switchFinished({ productTitle, option, result, timing, switching, tax }));
  }

  return { finished, showSuccess, showSwitched };
}
