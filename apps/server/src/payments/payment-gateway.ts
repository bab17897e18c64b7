import type { NextAction } from "@creator-checkout/core/api";

/** What the buyer sees of a saved card. */
export interface CardDetails {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  /** The issuing country (ISO 3166-1 alpha-2) the provider reports; null when it gives none. */
  country: string | null;
}

/** What the page must do before a charge can finish (principle P8: 3-D Secure). */
export type { NextAction };

export type ChargeOutcome =
  | { status: "succeeded"; chargeRef: string }
  | { status: "requires_action"; chargeRef: string; nextAction: NextAction }
  | { status: "failed"; chargeRef: string | null; code: string; message: string };

/**
 * The port every payment provider sits behind: the built-in test processor or Stripe. Every
 * charge carries an idempotency key, so asking twice never charges twice, and a charge can be
 * found again by that key after a crash.
 */
export interface PaymentGateway {
  name: "test" | "stripe";
  createCustomer(input: { description: string }): Promise<string>;
  /** Turns a token made in the page into a saved card of the customer. */
  attachPaymentMethod(input: {
    customerRef: string;
    token: string;
  }): Promise<{ sourceId: string; card: CardDetails }>;
  charge(input: {
    customerRef: string;
    sourceId: string;
    amount: number;
    currency: string;
    idempotencyKey: string;
    description: string;
    /**
     * The buyer is away (a renewal, a trial's end, a retry): the charge cannot ask for 3-D
     * Secure, so a card that needs it fails with `authentication_required` instead of returning
     * requires_action, and the buyer is asked to come back and pay on the page.
     */
    offSession?: boolean;
    /** The promotion code whose discount the amount already carries (docs/decisions/092). */
    promotionCode?: string;
  }): Promise<ChargeOutcome>;
  /**
   * Gives back part or all of a succeeded charge. The idempotency key makes a repeat answer the
   * first refund, so a refund asked for again after a crash is never made twice. A refusal (more
   * than is left of the charge, a charge the processor does not know) is a PaymentMethodError.
   */
  refund(input: {
    chargeRef: string;
    amount: number;
    currency: string;
    idempotencyKey: string;
  }): Promise<{ refundRef: string }>;
  /**
   * Cancels a charge still waiting for the buyer's 3-D Secure, so a late approval cannot take the
   * money (docs/decisions/103), and answers the charge as it stands after: failed when it was
   * canceled (or had failed), succeeded when the buyer's approval came first. Exactly one of the
   * two wins, at the processor.
   */
  cancelCharge(input: { chargeRef: string }): Promise<ChargeOutcome>;
  /** The charge made with an idempotency key, as it stands now; null when none was made. */
  findCharge(input: {
    idempotencyKey: string;
    chargeRef?: string | null;
  }): Promise<ChargeOutcome | null>;
}

export class PaymentMethodError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "PaymentMethodError";
  }
}

/**
 * An event the payment processor delivered on its own (Stripe's webhook), as the domain reads
 * it: the processor's adapter maps its own event to this, so no processor's types reach the
 * domain (docs/decisions/150).
 */
export interface PaymentEvent {
  /** The processor's id of the event: each is applied once. */
  id: string;
  /** The processor's name for the event, recorded with it. */
  type: string;
  /** The charge whose result the event tells; null for any other event. */
  charge: PaymentEventCharge | null;
}

export interface PaymentEventCharge {
  /** The order and idempotency key the charge was made with, as the processor kept them. */
  orderId: string | undefined;
  idempotencyKey: string | undefined;
  /**
   * What the charge's state means for its order. Asked only for an order of this checkout: a
   * charge still in a state that is not final throws, as the answer to a charge does.
   */
  outcome(): ChargeOutcome;
}
