import { t } from "@creator-checkout/core/i18n";
import { formatMoney } from "@creator-checkout/core/money";
import type { PricingView, SwitchingInput } from "@creator-checkout/core/pricing";
import type { TaxSummary } from "@/types/tax-summary";

interface SummaryTotalsProps {
  pricing: PricingView;
  /** A subscriber switching: "Due today" follows their choice. */
  switching: SwitchingInput | null;
  /** What the buyer paid: once paid, nothing is due, and the line says what was charged. */
  paid: { amountMinor: number; currency: string } | null;
  /** Where the creator collects tax: Subtotal, the tax line and Total, and what is due with them. */
  tax: TaxSummary | "working-out" | null;
}

/**
 * "Total after trial" and "Due today" (product.md §2). "Due today" is what is charged today and
 * nothing else: while a switch has no choice, or its choice charges nothing because it cannot
 * be made, it says so in words, never with a figure (docs/decisions/065). Its changes are
 * announced politely, so a screen-reader user hears the figure the pay button will charge. Once
 * paid, the line says what was charged (docs/decisions/067). Where the creator collects tax, the
 * lines and the figure due are the server's, worded by the Payment card (docs/decisions/130); the
 * tax line is announced as it changes, with the figure due.
 */
export function SummaryTotals({ pricing, switching, paid, tax }: SummaryTotalsProps) {
  const lines = typeof tax === "object" ? tax : null;
  return (
    <dl className="totals">
      {lines?.rows.map((row) => (
        <div
          key={row.key}
          className="totals__row"
          aria-live={row.key === "tax" ? "polite" : undefined}
          aria-atomic={row.key === "tax" ? true : undefined}
        >
          <dt>{row.label}</dt>
          <dd>{row.amountText}</dd>
        </div>
      ))}
      {pricing.afterTrialMinor !== null ? (
        <div className="totals__row">
          <dt>{t("summary.totals.afterTrial")}</dt>
          <dd>{formatMoney(pricing.afterTrialMinor, pricing.currency)}</dd>
        </div>
      ) : null}
      {paid ? (
        <div className="totals__row totals__row--due">
          <dt>{t("summary.totals.paidToday")}</dt>
          <dd>{formatMoney(paid.amountMinor, paid.currency)}</dd>
        </div>
      ) : (
        <div className="totals__row totals__row--due" aria-live="polite" aria-atomic="true">
          <dt>{t("summary.totals.dueToday")}</dt>
          <dd>{dueTodayText(pricing, switching, tax)}</dd>
        </div>
      )}
    </dl>
  );
}

function dueTodayText(
  pricing: PricingView,
  switching: SwitchingInput | null,
  tax: SummaryTotalsProps["tax"],
): string {
  if (tax === "working-out") return t("summary.totals.workingOut");
  if (tax) return formatMoney(tax.dueTodayMinor, tax.currency);
  return pricing.dueTodayMinor !== null
    ? formatMoney(pricing.dueTodayMinor, pricing.currency)
    : noFigureText(switching);
}

function noFigureText(switching: SwitchingInput | null): string {
  if (switching?.quote === null) return t("summary.totals.workingOut");
  if (switching?.timing === null) return t("summary.totals.chooseWhen");
  return t("checkout.payButton.unableToSwitchNow");
}
