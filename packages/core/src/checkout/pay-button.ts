import { t } from "../i18n/active-catalog";
import type { MessageKey } from "../i18n/catalog";
import type { CheckoutMode } from "./checkout-mode";
import { type CurrentOption, hasCurrentOption } from "./current-option";

export type SwitchChoice = "now" | "later";

export interface PayButtonTrial {
  /** "14 days". */
  lengthText: string;
  free: boolean;
  /** The formatted trial price, used when the trial is not free. */
  priceText: string;
}

export interface PayButtonInput {
  mode: CheckoutMode;
  targetOptionId: string;
  /** The formatted price of the target option (or the custom amount). */
  amountText: string;
  /** Set when the product is a trial product (isTrialProduct). */
  trial: PayButtonTrial | null;
  current: CurrentOption | null;
  /** The option already queued for the next period (history next.product_option_id). */
  nextOptionId: string | null;
  switchChoice: SwitchChoice | null;
  canSwitchNow: boolean;
  /** The formatted prorated amount; null until the proration is known. */
  prorateText: string | null;
  /**
   * The formatted amount the current subscription owes after a failed renewal (PAST_DUE);
   * null when nothing is overdue (docs/decisions/005-pay-button.md).
   */
  overdueText: string | null;
  signedIn: boolean;
  /** A saved card is chosen as the source: product.md §5's "a card selected" and "a source chosen". */
  cardSelected: boolean;
  /** The card and the options (custom fields) forms are valid. */
  formsValid: boolean;
  giftFormValid: boolean;
  checkoutInProgress: boolean;
}

export interface PayButtonState {
  label: string;
  enabled: boolean;
}

/**
 * product.md §4 "Pay button label" and product.md §5 "Pay enabled only when", branch for branch, with two
 * additions of ours (docs/decisions/005-pay-button.md): a label that offers nothing to pay
 * ("Unable to switch now", "Choose an option") is disabled, and so is every mode while a
 * checkout is in progress. product.md §4's disabled "Already subscribed" needs no rule of its own:
 * product.md §5 already refuses a target equal to the current option.
 */
export function payButton(input: PayButtonInput): PayButtonState {
  const key = payButtonLabel(input);
  const offersPayment = key !== UNABLE_TO_SWITCH_NOW && key !== CHOOSE_AN_OPTION;
  return { label: labelText(key, input), enabled: offersPayment && payEnabled(input) };
}

const UNABLE_TO_SWITCH_NOW = "checkout.payButton.unableToSwitchNow";
const CHOOSE_AN_OPTION = "checkout.payButton.chooseOption";

type LabelKey = Extract<MessageKey, `checkout.payButton.${string}`>;

// One sentence per label, so each language places the amount where it belongs.
function labelText(key: LabelKey, input: PayButtonInput): string {
  return t(key, {
    amount: labelAmount(key, input),
    length: input.trial?.lengthText ?? "",
    price: input.trial?.priceText ?? "",
  });
}

function labelAmount(key: LabelKey, input: PayButtonInput): string {
  if (key === "checkout.payButton.payOverdue") return input.overdueText ?? "";
  if (key === "checkout.payButton.switchNow") return input.prorateText ?? "";
  return input.amountText;
}

function payButtonLabel(input: PayButtonInput): LabelKey {
  const { mode, targetOptionId, trial, current } = input;
  if (mode === "gift") {
    return "checkout.payButton.pay";
  }
  if (!hasCurrentOption(current)) {
    if (trial === null) {
      return "checkout.payButton.pay";
    }
    return trial.free ? "checkout.payButton.startFreeTrial" : "checkout.payButton.startPaidTrial";
  }
  if (current.product_option_id === targetOptionId) {
    return input.overdueText === null
      ? "checkout.payButton.alreadySubscribed"
      : "checkout.payButton.payOverdue";
  }
  if (input.nextOptionId === targetOptionId) {
    return "checkout.payButton.switchingSoon";
  }
  // The server switches nobody who owes a renewal: the overdue amount is paid first.
  if (input.overdueText !== null) {
    return UNABLE_TO_SWITCH_NOW;
  }
  if (input.switchChoice === "now") {
    // Without a known prorated amount there is no price to offer for switching now.
    return input.canSwitchNow && input.prorateText !== null
      ? "checkout.payButton.switchNow"
      : UNABLE_TO_SWITCH_NOW;
  }
  if (input.switchChoice === "later") {
    return "checkout.payButton.switchLater";
  }
  return CHOOSE_AN_OPTION;
}

// product.md §5, plus: no mode pays twice at once. A gift of the option queued for the next period
// is still allowed, since a gift is for someone else.
function payEnabled(input: PayButtonInput): boolean {
  const { mode, targetOptionId, current } = input;
  if (!input.signedIn || !input.cardSelected || !input.formsValid || input.checkoutInProgress) {
    return false;
  }
  if (mode === "gift") {
    return input.giftFormValid;
  }
  if (input.overdueText !== null && current?.product_option_id === targetOptionId) {
    return true;
  }
  const modeAllows =
    mode === "switch"
      ? hasCurrentOption(current) && current.product_option_id !== targetOptionId
      : !hasCurrentOption(current);
  return modeAllows && input.nextOptionId !== targetOptionId;
}
