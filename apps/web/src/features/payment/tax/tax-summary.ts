import type { SaleTaxFigures } from "@creator-checkout/core/api";
import { t } from "@creator-checkout/core/i18n";
import { formatMoney } from "@creator-checkout/core/money";
import { TAX_COUNTRIES } from "@creator-checkout/core/tax";
import type { TaxSummary } from "@/types/tax-summary";
import { countryName } from "./country-names";

/**
 * The summary's lines for a sale's tax as the server computed it (a quote, a switch's preview):
 * Subtotal, the tax line, Total, and the amount due today. Null where the sale carries no tax
 * line (the creator collects none, or is not registered where the buyer is): the price is then
 * the total. The page computes no figure: it words the server's (docs/decisions/130).
 */
export function taxSummary(
  figures: SaleTaxFigures | null | undefined,
  {
    amountMinor,
    currency,
    pageLanguage,
  }: { amountMinor: number; currency: string; pageLanguage: string },
): TaxSummary | null {
  if (!figures || figures.label === null) return null;
  const money = (minor: number) => formatMoney(minor, currency);
  return {
    rows: [
      {
        key: "subtotal",
        label: t("payment.tax.subtotal"),
        amountText: money(figures.inclusive ? amountMinor : figures.net_amount),
      },
      {
        key: "tax",
        label: taxLineText(figures, pageLanguage),
        amountText: money(figures.tax_amount),
      },
      { key: "total", label: t("payment.tax.total"), amountText: money(amountMinor) },
    ],
    dueTodayMinor: amountMinor,
    currency,
  };
}

/** "VAT 21% (Netherlands)", "incl. VAT 19%", "Reverse charge (VAT 0%)", in the page's words. */
export function taxLineText(figures: SaleTaxFigures, pageLanguage: string): string {
  const tax =
    TAX_COUNTRIES.get(figures.country)?.taxName === "GST"
      ? t("payment.tax.gst")
      : t("payment.tax.vat");
  if (figures.treatment === "reverse_charge") return t("payment.tax.reverseCharge", { tax });
  // The rate as the language writes a decimal ("25,5" in German); the % goes where the catalog puts it.
  const rate = new Intl.NumberFormat(pageLanguage, { maximumFractionDigits: 2 }).format(
    figures.rate / 100,
  );
  return figures.inclusive
    ? t("payment.tax.included", { tax, rate })
    : t("payment.tax.added", { tax, rate, country: countryName(pageLanguage, figures.country) });
}
