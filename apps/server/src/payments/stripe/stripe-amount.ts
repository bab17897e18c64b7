import { stripeAmount } from "@creator-checkout/core/money";
import { PaymentMethodError } from "../payment-gateway";

/** An order's amount as Stripe counts it; one Stripe cannot take is the buyer's to change. */
export function stripeChargeAmount(amount: number, currency: string): number {
  const charged = stripeAmount(amount, currency);
  if (charged === null) {
    throw new PaymentMethodError(
      "invalid_amount",
      `This amount cannot be charged: card payments in ${currency.toUpperCase()} are in whole units.`,
    );
  }
  return charged;
}
