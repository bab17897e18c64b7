import { currencyInfo } from "@creator-checkout/core/money";
import { percentText } from "@creator-checkout/core/tax";
import type { TaxReportRow } from "../domain/back-office/read-tax-report";
import { textTable } from "./text-table";

const HEADER = ["Treatment", "Country", "Rate", "Currency", "Sales", "Refunds", "Net", "Tax"];
const NUMBERS = new Set([2, 4, 5, 6, 7]);

/** Minor units as the currency writes its major unit: 1234 EUR is "12.34", 1234 JPY "1234". */
function major(amountMinor: number, currency: string): string {
  const { digits } = currencyInfo(currency);
  return (amountMinor / 10 ** digits).toFixed(digits);
}

/**
 * The quarter's return as aligned text for the terminal (docs/decisions/132): one line per
 * treatment, country, rate and currency, amounts in major units, refunds already taken off.
 */
export function formatTaxReport(
  { username, quarter }: { username: string; quarter: string },
  rows: readonly TaxReportRow[],
): string {
  const title = `Tax collected by ${username} in ${quarter} (UTC days; refunds made in the quarter taken off)\n\n`;
  if (rows.length === 0) return `${title}No order in this quarter recorded tax.\n`;
  const lines = rows.map((row) => [
    row.treatment,
    row.country,
    `${percentText(row.rate)}%`,
    row.currency,
    String(row.sales),
    String(row.refunds),
    major(row.net, row.currency),
    major(row.tax, row.currency),
  ]);
  return `${title}${textTable(HEADER, lines, NUMBERS)}`;
}
