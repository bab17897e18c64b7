import type { ComponentType, Ref } from "react";
import type { NextAction } from "../api/purchase-product";

/**
 * Spec 7 "Card payment provider", reduced to what the page needs from one: a card form that
 * reports complete / error / incomplete (spec 5) and makes a token, and a way to let the buyer
 * authenticate a payment. The built-in test processor implements it today; a Stripe Elements
 * implementation (CardElement, `stripe.createToken`, `stripe.handleNextAction`) slots in here
 * once the server publishes its key, and nothing else in the page changes.
 */
export interface CardProvider {
  CardFields: ComponentType<CardFieldsProps>;
  AuthenticationStep: ComponentType<AuthenticationStepProps>;
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
