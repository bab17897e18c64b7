import type { TaxRatesTable } from "@creator-checkout/core/tax";
import type { Db } from "../../db/connect";
import type { PaymentGateway } from "../../payments/payment-gateway";
import type { TaxCalculator } from "../../payments/tax-calculator";
import type { Clock } from "../../security/clock";
import type { OrderKinds } from "./order-kind-steps";

/** What every function that takes or records a payment needs. */
export interface PaymentDeps {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  /** Where buyers open the checkout: the base of the links in receipts and payment e-mails. */
  publicUrl: string;
  /**
   * Days after a renewal's first failure on which it is tried again; after the last one fails,
   * the subscription ends (docs/decisions/030).
   */
  renewalRetryDays: readonly number[];
  /** What finishing an order does for each kind of order (`orderKinds` in domain/order-kinds). */
  orderKinds: OrderKinds;
  /**
   * The tax rates charged where a creator collects tax: the shipped table, with the operator's
   * TAX_RATES_FILE laid over it (docs/decisions/126). The shipped table when absent.
   */
  taxRates?: TaxRatesTable;
  /**
   * Who computes each sale's tax (docs/decisions/135): Stripe Tax where the operator turned it
   * on; the rates table when absent.
   */
  taxCalculator?: TaxCalculator;
}
