import { type PayButtonInput, payButton } from "@creator-checkout/core/checkout";

/** Why Pay cannot be pressed yet, in the words the Payment card shows: no card, or answers. */
export type PayReason = "add-card" | "answers";

export interface PayControls {
  label: string;
  /** Pressing Pay pays. */
  payEnabled: boolean;
  /** Only the forms (the custom questions) hold Pay back: pressing it shows what they need. */
  heldBackByForms: boolean;
  /** The wallet button may pay: it brings its own card, so a missing saved card is no reason. */
  walletEnabled: boolean;
  /** The sentences the pay button is described by while it cannot pay. */
  reasons: readonly PayReason[];
}

/**
 * The Payment card's controls as core's `payButton` says (product.md §4 and §5), and one rule of
 * the page's own: nothing may be bought before the history says what the buyer already has.
 */
export function payControls(input: PayButtonInput, historyLoaded: boolean): PayControls {
  const button = payButton(input);
  const payEnabled = button.enabled && historyLoaded;
  const heldBackByForms =
    !payEnabled &&
    !input.checkoutInProgress &&
    historyLoaded &&
    payButton({ ...input, formsValid: true }).enabled;
  // Only a first purchase is paid by wallet (a switch or a gift is paid with a saved card).
  const walletEnabled =
    input.mode === "default" &&
    historyLoaded &&
    payButton({ ...input, cardSelected: true }).enabled;
  const reasons: PayReason[] = [];
  if (!payEnabled && !input.checkoutInProgress) {
    if (!input.cardSelected) reasons.push("add-card");
    if (!input.formsValid) reasons.push("answers");
  }
  return { label: button.label, payEnabled, heldBackByForms, walletEnabled, reasons };
}
