import type { TaxRatesTable } from "@creator-checkout/core/tax";
import type { VatNumberRegistry } from "../adapters/vies/vies";
import type { OrderKinds } from "../domain/purchases/order-kind-steps";
import type { PaymentGateway } from "../payments/payment-gateway";
import type { TaxCalculator } from "../payments/tax-calculator";
import type { AuthContext } from "./auth-context";

/**
 * What the card, purchase and subscription routes need beyond sign-in: the payment gateway, the
 * address for the links in payment e-mails, the renewal retry schedule, and what finishing an
 * order does for each kind.
 */
export interface PaymentContext extends AuthContext {
  gateway: PaymentGateway;
  publicUrl: string;
  renewalRetryDays: readonly number[];
  orderKinds: OrderKinds;
  /** The shipped tax rates, with the operator's file laid over them (docs/decisions/126). */
  taxRates: TaxRatesTable;
  /** VIES, which checks a business buyer's VAT number (docs/decisions/134). */
  vies: VatNumberRegistry;
  /** Who computes each sale's tax: the rates table, or Stripe Tax (docs/decisions/135). */
  taxCalculator: TaxCalculator;
}
