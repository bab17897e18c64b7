import { describe, expect, it } from "vitest";
import { invoicePdf, pdfShowsLanguage, pdfText } from "./invoice-pdf";

// What the PDF does with scripts its font cannot draw (docs/decisions/133).
describe("pdfText", () => {
  it.each([
    ["Zoë Ångström, Łódź, Čapek, Ğüşçİ", "Zoë Ångström, Łódź, Čapek, Ğüşçİ", false],
    ["Ελληνικά, Українська, Русский", "Ελληνικά, Українська, Русский", false],
    ["€ 12,00 – „Rechnung“ № 5", "€ 12,00 – „Rechnung“ № 5", false],
    ["山田 太郎", "?? ??", true],
    ["김민준", "???", true],
    ["محمد", "????", true],
    ["דוד", "???", true],
    ["Yuki 雪 (snow)", "Yuki ? (snow)", true],
    ["🎁 Gift", "? Gift", true],
  ])("draws %j as %j", (text, shown, lost) => {
    expect(pdfText(text)).toEqual({ text: shown, lost });
  });
});

describe("pdfShowsLanguage", () => {
  it.each([
    ["de", true],
    ["pl", true],
    ["uk", true],
    ["tr", true],
    ["ar", false],
    ["he", false],
    ["ja", false],
    ["ko", false],
    ["zh-Hans", false],
    ["zh-Hant", false],
  ])("%s: %s", (locale, shown) => {
    expect(pdfShowsLanguage(locale)).toBe(shown);
  });
});

describe("invoicePdf", () => {
  it("makes a PDF of an invoice whose names are in scripts its font lacks", async () => {
    const pdf = await invoicePdf(
      {
        locale: "en",
        title: "Invoice NW-2026-000001",
        facts: [["Invoice number", "NW-2026-000001"]],
        seller: { heading: "Seller", lines: ["株式会社 山田", "東京"] },
        buyer: { heading: "Buyer", lines: ["محمد@example.com", "דוד"] },
        columns: ["Description", "Net", "Rate", "Tax", "Gross"],
        rows: [["月刊: 年間", "€8.40", "19%", "€1.60", "€10.00"]],
        totals: [["Total", "€10.00"]],
        discount: "Promotion code 春: −€2",
        note: "Reverse charge",
      },
      { lostNote: "Some characters cannot be shown in this PDF." },
    );
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.length).toBeGreaterThan(1000);
  });
});
