import type { TaxRateRow, TaxRatesTable } from "./tax-rates-table";

/**
 * The operator's rates over the shipped ones (docs/decisions/117): a row of the same country
 * and first day replaces the shipped one (a correction); any other row is added (a change the
 * release does not know yet). Nothing is removed, so every past day keeps a rate. The source
 * names both, the operator's first.
 */
export function mergeTaxRates(shipped: TaxRatesTable, operator: TaxRatesTable): TaxRatesTable {
  const key = (row: TaxRateRow) => `${row.country} ${row.from}`;
  const replaced = new Set(operator.rates.map(key));
  return {
    source: `${operator.source} (checked ${operator.checkedOn}), over ${shipped.source} (checked ${shipped.checkedOn})`,
    checkedOn: operator.checkedOn,
    rates: [...shipped.rates.filter((row) => !replaced.has(key(row))), ...operator.rates],
  };
}
