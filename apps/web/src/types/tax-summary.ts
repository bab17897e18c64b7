/**
 * A sale's tax as the order summary shows it, worded by the Payment card's download from the
 * server's figures (docs/decisions/130): the summary itself carries no tax words or rules.
 */
export interface TaxSummary {
  /** Subtotal, the tax line ("VAT 21% (Netherlands)"), Total, in the page's language. */
  rows: readonly { key: "subtotal" | "tax" | "total"; label: string; amountText: string }[];
  /** What is charged today, tax included: "Due today" and the pay button say it. */
  dueTodayMinor: number;
  currency: string;
}
