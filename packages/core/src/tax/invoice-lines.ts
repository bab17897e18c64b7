import { SALE_TAX_TREATMENTS, type SaleTaxTreatment } from "./sale-tax";
import { type CountryCode, EU_MEMBER_STATES } from "./tax-countries";

/** What an order records of its sale, as its columns hold it (all tax fields null without). */
export interface InvoicedOrder {
  amount: number;
  tax_net_amount: number | null;
  tax_amount: number | null;
  tax_rate: number | null;
  tax_treatment: string | null;
  tax_country: string | null;
}

/** One line of an invoice: art. 226 (6)-(10) of Directive 2006/112/EC. */
export interface InvoiceLine {
  description: string;
  net: number;
  /** Hundredths of a percent; null on a plain receipt, where the creator collects no tax. */
  rateHundredths: number | null;
  tax: number;
  gross: number;
}

/** The sums of the lines of one rate, art. 226 (8) and (10). */
export type InvoiceRateTotal = Omit<InvoiceLine, "description">;

/**
 * The mention a sale without tax carries: "reverse_charge" for a business in another member
 * state (art. 226 (11a)); "outside_eu" for a consumer outside the EU buying from a seller in it,
 * whose supply is taxed where the buyer is (art. 58), so not by EU VAT.
 */
export type InvoiceNote = "reverse_charge" | "outside_eu" | null;

export interface InvoiceFigures {
  lines: InvoiceLine[];
  totals: InvoiceRateTotal[];
  net: number;
  tax: number;
  gross: number;
  note: InvoiceNote;
  /** False on a plain receipt: the creator collected no tax, so no rate or tax is shown. */
  taxed: boolean;
}

const treatmentOf = (order: InvoicedOrder): SaleTaxTreatment | null =>
  SALE_TAX_TREATMENTS.find((treatment) => treatment === order.tax_treatment) ?? null;

/** The order's one line as it was charged: the recorded figures, or the amount untaxed. */
function lineOf(order: InvoicedOrder, description: string): InvoiceLine {
  if (order.tax_net_amount === null || order.tax_amount === null) {
    return { description, net: order.amount, rateHundredths: null, tax: 0, gross: order.amount };
  }
  return {
    description,
    net: order.tax_net_amount,
    rateHundredths: order.tax_rate ?? 0,
    tax: order.tax_amount,
    gross: order.amount,
  };
}

function noteOf(order: InvoicedOrder, sellerCountry: CountryCode | null): InvoiceNote {
  const treatment = treatmentOf(order);
  if (treatment === "reverse_charge") return "reverse_charge";
  const untaxed = treatment === "not_registered" || treatment === "no_rate";
  const sellerInEu = sellerCountry !== null && EU_MEMBER_STATES.has(sellerCountry);
  const buyerOutside = order.tax_country !== null && !EU_MEMBER_STATES.has(order.tax_country);
  return untaxed && sellerInEu && buyerOutside ? "outside_eu" : null;
}

/** Sums the lines per rate, in the order the rates first appear. */
function totalsByRate(lines: readonly InvoiceLine[]): InvoiceRateTotal[] {
  const totals = new Map<number | null, InvoiceRateTotal>();
  for (const { rateHundredths, net, tax, gross } of lines) {
    const sum = totals.get(rateHundredths) ?? { rateHundredths, net: 0, tax: 0, gross: 0 };
    totals.set(rateHundredths, {
      rateHundredths,
      net: sum.net + net,
      tax: sum.tax + tax,
      gross: sum.gross + gross,
    });
  }
  return [...totals.values()];
}

/**
 * An invoice's figures from its order, as charged (docs/decisions/132): the order's own net,
 * tax and gross, never computed again, so the invoice always says what was charged.
 */
export function invoiceFigures(
  order: InvoicedOrder,
  { description, sellerCountry }: { description: string; sellerCountry: CountryCode | null },
): InvoiceFigures {
  const lines = [lineOf(order, description)];
  const sum = (pick: (line: InvoiceLine) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  return {
    lines,
    totals: totalsByRate(lines),
    net: sum((line) => line.net),
    tax: sum((line) => line.tax),
    gross: sum((line) => line.gross),
    note: noteOf(order, sellerCountry),
    taxed: order.tax_treatment !== null,
  };
}
