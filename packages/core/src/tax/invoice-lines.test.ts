import { describe, expect, it } from "vitest";
import { type InvoicedOrder, invoiceFigures } from "./invoice-lines";

const untaxed = {
  tax_net_amount: null,
  tax_amount: null,
  tax_rate: null,
  tax_treatment: null,
  tax_country: null,
};
const recorded = (
  amount: number,
  net: number,
  rate: number,
  treatment: string,
  country: string,
): InvoicedOrder => ({
  amount,
  tax_net_amount: net,
  tax_amount: amount - net,
  tax_rate: rate,
  tax_treatment: treatment,
  tax_country: country,
});

// Art. 226 (8)-(11a) of Directive 2006/112/EC: each line's net, rate, tax and gross, the totals
// per rate, and the mention a sale without tax carries.
describe("invoiceFigures", () => {
  it.each([
    [
      "no tax settings: a plain receipt",
      { amount: 1000, ...untaxed },
      "NL",
      1000,
      null,
      0,
      false,
      null,
    ],
    [
      "German VAT inside the price",
      recorded(1000, 840, 1900, "taxed", "DE"),
      "NL",
      840,
      1900,
      160,
      true,
      null,
    ],
    [
      "Dutch VAT added to the price",
      recorded(1210, 1000, 2100, "taxed", "NL"),
      "NL",
      1000,
      2100,
      210,
      true,
      null,
    ],
    [
      "Finland's 25.5 %",
      recorded(1000, 797, 2550, "taxed", "FI"),
      "NL",
      797,
      2550,
      203,
      true,
      null,
    ],
    [
      "a German business: reverse charge",
      recorded(1000, 1000, 0, "reverse_charge", "DE"),
      "NL",
      1000,
      0,
      0,
      true,
      "reverse_charge",
    ],
    [
      "a consumer in the US, seller in the EU",
      recorded(1000, 1000, 0, "not_registered", "US"),
      "NL",
      1000,
      0,
      0,
      true,
      "outside_eu",
    ],
    [
      "a consumer in the UK, seller in the EU",
      recorded(1000, 1000, 0, "not_registered", "GB"),
      "DE",
      1000,
      0,
      0,
      true,
      "outside_eu",
    ],
    [
      "a French consumer, seller not in the OSS",
      recorded(1000, 1000, 0, "not_registered", "FR"),
      "NL",
      1000,
      0,
      0,
      true,
      null,
    ],
    [
      "a US seller's US consumer",
      recorded(1000, 1000, 0, "not_registered", "US"),
      "US",
      1000,
      0,
      0,
      true,
      null,
    ],
    [
      "a day before a country's first rate",
      recorded(1000, 1000, 0, "no_rate", "AU"),
      "NL",
      1000,
      0,
      0,
      true,
      "outside_eu",
    ],
  ] as const)("%s", (_, order, sellerCountry, net, rate, tax, taxed, note) => {
    const figures = invoiceFigures(order, { description: "Season pass: Season", sellerCountry });
    expect(figures.lines).toEqual([
      { description: "Season pass: Season", net, rateHundredths: rate, tax, gross: order.amount },
    ]);
    expect(figures.totals).toEqual([{ rateHundredths: rate, net, tax, gross: order.amount }]);
    expect(figures).toMatchObject({ net, tax, gross: order.amount, taxed, note });
    expect(figures.net + figures.tax).toBe(figures.gross);
  });

  it("says nothing of the EU when the seller gave no country", () => {
    const figures = invoiceFigures(recorded(500, 500, 0, "not_registered", "US"), {
      description: "Tip",
      sellerCountry: null,
    });
    expect(figures.note).toBeNull();
  });
});
