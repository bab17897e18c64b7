import type { WalletPaymentRequest } from "@creator-checkout/core/checkout";
import type { ComponentType, ReactNode, Ref } from "react";
import type { NextAction } from "../api/purchase-product";

/**
 * product.md §7 "Card payment provider", reduced to what the page needs from one: a card form that
 * reports complete / error / incomplete (product.md §5) and makes a token, a way to let the buyer
 * authenticate a payment, and a wallet button. Two implement it: the built-in test processor
 * and Stripe (Stripe.js through @stripe/react-stripe-js), chosen by the server's payment config.
 */
export interface CardProvider {
  /** Wraps everything that uses the provider (Stripe's Elements context). */
  Root: ComponentType<{ children: ReactNode }>;
  CardFields: ComponentType<CardFieldsProps>;
  AuthenticationStep: ComponentType<AuthenticationStepProps>;
  WalletButton: ComponentType<WalletButtonProps>;
}

/** What the card form reports on every change, like a provider's card element. */
export interface CardFieldsState {
  complete: boolean;
  /** The message to show under the form, or null. */
  error: string | null;
}

export interface CardFieldsHandle {
  /** Tokenises the card with the provider; rejects with a CardError carrying its message. */
  createToken(): Promise<string>;
}

export interface CardFieldsProps {
  ref: Ref<CardFieldsHandle>;
  onChange: (state: CardFieldsState) => void;
  disabled: boolean;
  /** The id of the message under the form (the provider's or the form's own), so the
   * fields are described by it. */
  errorId: string;
}

/** A card refused by the provider, with its message for the buyer. */
export class CardError extends Error {
  override name = "CardError";
}

export interface AuthenticationStepProps {
  nextAction: NextAction;
  amountText: string;
  payeeName: string;
  /** Called once the provider knows the buyer's answer; the order is then confirmed. */
  onDone: () => void;
}

/**
 * product.md §4 "Wallet pay": the button opens the wallet's sheet for the request; once the buyer
 * approves, the sheet's token goes to `onToken`, which saves it as a payment method and runs the
 * purchase; the sheet is then told success or fail by the answer.
 */
export interface WalletButtonProps {
  request: WalletPaymentRequest;
  disabled: boolean;
  /**
   * Resolves true when the purchase is paid. Calls `closeSheet` first when the bank asks the
   * buyer to confirm the payment (3-D Secure): the sheet is then closed as a success, the bank's
   * step shows in the page, and the page says how it ended.
   */
  onToken: (token: string, closeSheet: () => void) => Promise<boolean>;
}
