import { escapeHtml } from "@creator-checkout/core/html";
import type { InvoiceDocument } from "../domain/invoices/invoice-document";
import { documentLanguage } from "./page/page-locale";

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#111}
table{border-collapse:collapse;width:100%;margin:1rem 0}th,td{padding:.35rem .5rem;border-block-end:1px solid #ccc;text-align:start}
td.amount,th.amount{text-align:end;font-variant-numeric:tabular-nums}.parties{display:flex;gap:2rem;flex-wrap:wrap}
.parties section{flex:1 1 16rem}.note{font-weight:600}dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}dd{margin:0}`;

const cell = (tag: "td" | "th", text: string, index: number) =>
  `<${tag}${index > 0 ? ' class="amount"' : ""}>${escapeHtml(text)}</${tag}>`;

const party = ({ heading, lines }: InvoiceDocument["seller"]) =>
  `<section><h2>${escapeHtml(heading)}</h2><p>${lines.map(escapeHtml).join("<br>")}</p></section>`;

/** The invoice as a page of its own, in the buyer's language and direction; no script at all. */
export function invoiceHtml(invoice: InvoiceDocument): string {
  const { lang, dir } = documentLanguage(invoice.locale);
  const facts = invoice.facts
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join("");
  const head = `<tr>${invoice.columns.map((text, index) => cell("th", text, index)).join("")}</tr>`;
  const rows = invoice.rows
    .map((row) => `<tr>${row.map((text, index) => cell("td", text, index)).join("")}</tr>`)
    .join("");
  const totals = invoice.totals
    .map(
      ([label, value]) =>
        `<tr><th scope="row" colspan="${invoice.columns.length - 1}">${escapeHtml(label)}</th>${cell("td", value, 1)}</tr>`,
    )
    .join("");
  const discount = invoice.discount ? `<p>${escapeHtml(invoice.discount)}</p>` : "";
  const note = invoice.note ? `<p class="note">${escapeHtml(invoice.note)}</p>` : "";
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(invoice.title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(invoice.title)}</h1><dl>${facts}</dl><div class="parties">${party(invoice.seller)}${party(invoice.buyer)}</div><table><thead>${head}</thead><tbody>${rows}</tbody><tfoot>${totals}</tfoot></table>${discount}${note}</main></body></html>`;
}
