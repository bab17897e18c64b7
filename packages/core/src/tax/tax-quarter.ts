/** A calendar quarter of UTC days: from its first instant, to the first instant after it. */
export interface TaxQuarter {
  label: string;
  from: Date;
  to: Date;
}

const QUARTER = /^(\d{4})Q([1-4])$/;

/**
 * "2026Q4" as the instants it spans, or a sentence saying what a quarter looks like. Days are
 * UTC's: a sale is in the quarter its payment was recorded in.
 */
export function taxQuarter(text: string): TaxQuarter | { error: string } {
  const match = QUARTER.exec(text.trim().toUpperCase());
  if (!match) {
    return {
      error: `--quarter must be a year and a quarter such as 2026Q4, not ${JSON.stringify(text)}.`,
    };
  }
  const year = Number(match[1]);
  const quarter = Number(match[2]);
  if (year < 2000 || year > 2100) {
    return { error: `--quarter must be a year between 2000 and 2100; ${year} is not.` };
  }
  return {
    label: `${year}Q${quarter}`,
    from: new Date(Date.UTC(year, (quarter - 1) * 3, 1)),
    to: new Date(Date.UTC(year, quarter * 3, 1)),
  };
}

/**
 * The tax a refund gives back: the order's tax in the share the refund is of its amount,
 * rounded once half away from zero, so a refund of the whole amount gives back the whole tax.
 */
export function refundTaxShare(
  order: { amount: number; taxAmount: number },
  refundAmount: number,
): number {
  if (order.amount === 0) return 0;
  const exact = (order.taxAmount * refundAmount) / order.amount;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}
