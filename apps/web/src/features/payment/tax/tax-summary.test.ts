import type { SaleTaxFigures } from "@creator-checkout/core/api";
import { loadCatalog, setActiveCatalog, withCatalog } from "@creator-checkout/core/i18n";
import { afterEach, describe, expect, it } from "vitest";
import { catalog as english } from "../../../../../../packages/core/src/i18n/english";
import { taxLineText, taxSummary } from "./tax-summary";

const figures = (over: Partial<SaleTaxFigures>): SaleTaxFigures => ({
  net_amount: 1000,
  tax_amount: 210,
  rate: 2100,
  country: "NL",
  treatment: "taxed",
  inclusive: false,
  label: "VAT 21% (Netherlands)",
  ...over,
});

describe("the summary's tax line", () => {
  afterEach(() => setActiveCatalog(english));

  it.each([
    ["en", figures({}), "VAT 21% (Netherlands)"],
    ["en", figures({ inclusive: true, rate: 1900, country: "DE" }), "incl. VAT 19%"],
    ["en", figures({ rate: 2550, country: "FI" }), "VAT 25.5% (Finland)"],
    ["en", figures({ rate: 810, country: "CH" }), "VAT 8.1% (Switzerland)"],
    ["en", figures({ rate: 1000, country: "AU" }), "GST 10% (Australia)"],
    [
      "en",
      figures({ treatment: "reverse_charge", rate: 0, tax_amount: 0 }),
      "Reverse charge (VAT 0%)",
    ],
    ["de", figures({}), "MwSt. 21 % (Niederlande)"],
    ["de", figures({ inclusive: true, rate: 1900, country: "DE" }), "inkl. 19 % MwSt."],
    ["de", figures({ rate: 2550, country: "FI" }), "MwSt. 25,5 % (Finnland)"],
    ["fr", figures({ rate: 2000, country: "FR", inclusive: true }), "dont TVA 20 %"],
    ["tr", figures({ rate: 2000, country: "TR" }), "KDV %20 (Türkiye)"],
    ["ar", figures({}), "ضريبة القيمة المضافة 21% (هولندا)"],
  ] as const)("on a %s page: %o reads %s", async (language, sale, line) => {
    const catalog = await loadCatalog(language);
    expect(withCatalog(catalog, () => taxLineText(sale, language))).toBe(line);
  });
});

describe("the summary's tax lines", () => {
  const money = { currency: "EUR", pageLanguage: "en" };

  it("adds an exclusive tax: Subtotal is the net, Total and Due today the gross", () => {
    expect(taxSummary(figures({}), { ...money, amountMinor: 1210 })).toEqual({
      rows: [
        { key: "subtotal", label: "Subtotal", amountText: "€10" },
        { key: "tax", label: "VAT 21% (Netherlands)", amountText: "€2.10" },
        { key: "total", label: "Total", amountText: "€12.10" },
      ],
      dueTodayMinor: 1210,
      currency: "EUR",
    });
  });

  it("keeps an inclusive price: Subtotal and Total are the price, the tax is within it", () => {
    const sale = figures({
      net_amount: 840,
      tax_amount: 160,
      rate: 1900,
      country: "DE",
      inclusive: true,
    });
    expect(taxSummary(sale, { ...money, amountMinor: 1000 })?.rows).toEqual([
      { key: "subtotal", label: "Subtotal", amountText: "€10" },
      { key: "tax", label: "incl. VAT 19%", amountText: "€1.60" },
      { key: "total", label: "Total", amountText: "€10" },
    ]);
  });

  it("shows a reverse charge at nothing", () => {
    const sale = figures({ net_amount: 1000, tax_amount: 0, rate: 0, treatment: "reverse_charge" });
    expect(taxSummary(sale, { ...money, amountMinor: 1000 })?.rows[1]).toEqual({
      key: "tax",
      label: "Reverse charge (VAT 0%)",
      amountText: "€0",
    });
  });

  it.each([
    ["the creator collects none", null],
    [
      "the creator is not registered where the buyer is",
      figures({ treatment: "not_registered", label: null }),
    ],
  ])("has no lines where %s", (_, sale) => {
    expect(taxSummary(sale, { ...money, amountMinor: 1000 })).toBeNull();
  });
});
