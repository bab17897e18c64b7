import { createRequire } from "node:module";
import type { InvoiceDocument } from "./invoice-document";

// DejaVu Sans draws Latin, Greek and Cyrillic in every form the 18 languages written in them
// use; pdfkit lays text out left to right and shapes no script. So a PDF is in the buyer's
// language where it is written in those scripts, and in English otherwise (docs/decisions/133).
const SHOWN = /[^\t\n\u0020-\u052f\u1e00-\u1fff\u2000-\u20cf\u2100-\u214f]/gu;
const FONT = createRequire(import.meta.url).resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const BOLD = createRequire(import.meta.url).resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

/** Whether a language's own words can be drawn in the PDF; English stands in for the others. */
export function pdfShowsLanguage(locale: string): boolean {
  return !["ar", "he", "ja", "ko", "zh-Hans", "zh-Hant"].includes(locale);
}

/** The text as the PDF can draw it: each character its font lacks becomes "?". */
export function pdfText(text: string): { text: string; lost: boolean } {
  const shown = text.replace(SHOWN, "?");
  return { text: shown, lost: shown !== text };
}

type Pdf = InstanceType<typeof import("pdfkit")>;

// A4's 595 points less two margins of 56: the description, then the amounts aligned to the end.
const WIDTHS: Record<number, number[]> = { 2: [360, 123], 5: [195, 72, 72, 72, 72] };

/** One row of the lines' table, its cells side by side, the next row below the tallest. */
function tableRow(doc: Pdf, cells: string[]) {
  const widths = WIDTHS[cells.length] ?? cells.map(() => 483 / cells.length);
  const top = doc.y;
  let x = doc.page.margins.left;
  let bottom = top;
  cells.forEach((text, index) => {
    const width = widths[index] ?? 0;
    doc.text(text, x, top, { width, align: index === 0 ? "left" : "right" });
    bottom = Math.max(bottom, doc.y);
    x += width;
  });
  doc.x = doc.page.margins.left;
  doc.y = bottom + 4;
}

/**
 * The invoice as an A4 PDF (docs/decisions/133). A character the font cannot draw (a name in
 * Arabic, Hebrew or Chinese) is a "?", and the PDF then says the HTML invoice shows it whole.
 */
export async function invoicePdf(
  invoice: InvoiceDocument,
  { lostNote }: { lostNote: string },
): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ size: "A4", margin: 56, info: { Title: invoice.title } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on("end", () => resolve(Buffer.concat(chunks))),
  );
  let lost = false;
  const say = (text: string) => {
    const shown = pdfText(text);
    lost ||= shown.lost;
    return shown.text;
  };
  doc.font(BOLD).fontSize(18).text(say(invoice.title)).moveDown();
  doc.font(FONT).fontSize(10);
  for (const [label, value] of invoice.facts) doc.text(`${say(label)}: ${say(value)}`);
  for (const party of [invoice.seller, invoice.buyer]) {
    doc.moveDown().font(BOLD).text(say(party.heading)).font(FONT);
    for (const line of party.lines) doc.text(say(line));
  }
  doc.moveDown().font(BOLD);
  tableRow(doc, invoice.columns.map(say));
  doc.font(FONT);
  for (const row of invoice.rows) tableRow(doc, row.map(say));
  doc.moveDown();
  for (const [label, value] of invoice.totals) doc.text(`${say(label)}: ${say(value)}`);
  if (invoice.discount) doc.text(say(invoice.discount));
  if (invoice.note) doc.moveDown().font(BOLD).text(say(invoice.note)).font(FONT);
  if (lost) doc.moveDown().fontSize(9).text(lostNote);
  doc.end();
  return done;
}
