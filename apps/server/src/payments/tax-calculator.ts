import { type SaleTax, type TaxSplit, taxedAmount } from "@creator-checkout/core/tax";
import { AppError } from "../app-error";

/** What a sale's tax is computed from: the creator's decision of it, and the buyer's evidence. */
export interface SaleToCalculate {
  /** The rates table's view of the sale: country, treatment, rate and whether the price holds it. */
  sale: SaleTax;
  /** A business buyer's number, given only once VIES verified it (docs/decisions/134). */
  verifiedVatNumber: string | null;
  amountMinor: number;
  currency: string;
  at: Date;
}

/** A sale's tax as computed: its figures, and the calculation to record once it is paid. */
export interface TaxCalculation {
  sale: SaleTax;
  split: TaxSplit;
  /** Stripe Tax's calculation id, recorded as a transaction after payment; null otherwise. */
  calculationId: string | null;
}

/**
 * Who computes the tax (docs/decisions/135): the shipped rates table, or Stripe Tax where the
 * operator turned it on. Chosen at start; purchases, gifts, switches and renewals ask it alike.
 */
export interface TaxCalculator {
  /** Each calculation is billed to the operator (Stripe Tax): quotes anyone may ask are counted. */
  readonly billedPerCalculation: boolean;
  calculate(sale: SaleToCalculate): Promise<TaxCalculation>;
  /**
   * Records a paid order's calculation as the sale it became, once: the order's id is the
   * reference and the idempotency key. Answers the transaction's id.
   */
  record(order: { id: string; calculationId: string }): Promise<string>;
}

/** The rates table computes everything itself, and there is nothing to record elsewhere. */
export const RATES_TABLE_CALCULATOR: TaxCalculator = {
  billedPerCalculation: false,
  async calculate({ sale, amountMinor }) {
    return { sale, split: taxedAmount(sale, amountMinor), calculationId: null };
  },
  async record() {
    throw new Error("the rates table makes no calculation to record");
  },
};

/** Stripe Tax could not be asked: the purchase is refused before anything is written. */
export const taxServiceUnavailable = (cause: unknown) =>
  new AppError(
    "TAX_SERVICE_UNAVAILABLE",
    424,
    "The tax on this purchase cannot be worked out just now. Nothing was charged: try again in a few minutes.",
    undefined,
    { cause, retryAfterSeconds: 60 },
  );
