import { type InvoiceFigures, invoiceFigures, percentText } from "@creator-checkout/core/tax";
import type { Wording } from "../../messaging/wording/wording";
import type { FoundInvoice } from "./find-invoice";

/** An invoice in words, laid out once for the HTML page and the PDF alike. */
export interface InvoiceDocument {
  locale: string;
  title: string;
  /** Number, dates and currency: a label and its value. */
  facts: Array<[string, string]>;
  seller: { heading: string; lines: string[] };
  buyer: { heading: string; lines: string[] };
  columns: string[];
  rows: string[][];
  totals: Array<[string, string]>;
  /**
   * What a promotion code took off the total, in the receipt's words ("Promotion code SPRING:
   * −$3"); null when none did.
   */
  discount: string | null;
  /** "Reverse charge" or the export's mention, art. 226 (11a) and (12); null when none. */
  note: string | null;
}

function sellerLines(invoice: FoundInvoice, wording: Wording): string[] {
  const tax = invoice.seller.tax;
  if (!tax) return [invoice.seller.name];
  const { line1, line2, postal_code, city, country } = tax.legal_address;
  return [
    tax.legal_name,
    line1,
    ...(line2 ? [line2] : []),
    [postal_code, city].filter(Boolean).join(" "),
    wording.country(country),
    ...tax.registrations.map(({ tax_id }) => wording.say("invoice.taxId", { id: tax_id })),
  ];
}

function buyerLines(invoice: FoundInvoice, wording: Wording): string[] {
  const { order, buyer } = invoice;
  return [
    buyer.email ?? buyer.phone ?? "",
    ...(order.tax_country ? [wording.country(order.tax_country)] : []),
    ...(order.buyer_vat_number
      ? [wording.say("invoice.taxId", { id: order.buyer_vat_number })]
      : []),
  ];
}

const rateText = (wording: Wording, rate: number | null) =>
  rate === null ? "" : wording.say("invoice.percent", { rate: percentText(rate) });

function tableOf(figures: InvoiceFigures, wording: Wording, currency: string) {
  const money = (amount: number) => wording.money(amount, currency);
  if (!figures.taxed) {
    return {
      columns: [wording.say("invoice.description"), wording.say("invoice.amount")],
      rows: figures.lines.map((line) => [line.description, money(line.gross)]),
      totals: [[wording.say("invoice.total"), money(figures.gross)]] as Array<[string, string]>,
    };
  }
  const perRate = figures.totals.map((total): [string, string] => [
    wording.say("invoice.totalAt", {
      rate: rateText(wording, total.rateHundredths),
      net: money(total.net),
      tax: money(total.tax),
    }),
    money(total.gross),
  ]);
  return {
    columns: ["description", "net", "rate", "tax", "gross"].map((key) =>
      wording.say(`invoice.${key}` as "invoice.net"),
    ),
    rows: figures.lines.map((line) => [
      line.description,
      money(line.net),
      rateText(wording, line.rateHundredths),
      money(line.tax),
      money(line.gross),
    ]),
    totals: [...perRate, [wording.say("invoice.total"), money(figures.gross)]] as Array<
      [string, string]
    >,
  };
}

/**
 * The invoice's words in the buyer's language (docs/decisions/132): art. 226's number, dates,
 * seller and buyer, lines, totals per rate and mention, or a plain receipt where the creator
 * collects no tax.
 */
export function invoiceDocument(invoice: FoundInvoice, wording: Wording): InvoiceDocument {
  const { order } = invoice;
  const description = wording.say("payment.what", {
    product: invoice.productTitle,
    option: invoice.optionTitle,
  });
  const sellerCountry = invoice.seller.tax?.legal_address.country ?? null;
  const figures = invoiceFigures(order, { description, sellerCountry });
  const date = wording.date(invoice.issuedAt);
  const notes = {
    reverse_charge: "invoice.reverseCharge",
    outside_eu: "invoice.outsideEu",
  } as const;
  return {
    locale: wording.locale,
    title: wording.say(figures.taxed ? "invoice.title" : "invoice.receipt", {
      number: invoice.number,
    }),
    facts: [
      [wording.say("invoice.number"), invoice.number],
      [wording.say("invoice.issued"), date],
      [wording.say("invoice.supplied"), date],
      [wording.say("invoice.currency"), order.currency],
    ],
    seller: { heading: wording.say("invoice.seller"), lines: sellerLines(invoice, wording) },
    buyer: { heading: wording.say("invoice.buyer"), lines: buyerLines(invoice, wording) },
    ...tableOf(figures, wording, order.currency),
    discount:
      order.discount_amount > 0 && order.promotion_code
        ? wording.say("receipt.promotionCode", {
            code: order.promotion_code,
            amount: wording.money(order.discount_amount, order.currency),
          })
        : null,
    note: figures.note ? wording.say(notes[figures.note]) : null,
  };
}
