import type { CountryCode } from "./tax-countries";
import { percentToHundredths, type TaxRatesTable } from "./tax-rates-table";

/** The rate in force in one country on one day. */
export interface TaxRateInForce {
  country: CountryCode;
  percent: number;
  /** The same rate in hundredths of a percent: 21 % is 2100. */
  rateHundredths: number;
  /** The first day of the row it came from. */
  from: string;
}

/**
 * The rate in force in `country` on `day` (YYYY-MM-DD, the country's own day: `supplyDay`), or
 * null when the table has no rate for that country on that day. The last row whose `from` is on
 * or before the day wins, whatever the order the table lists them in: a rate changes at the
 * country's midnight.
 */
export function taxRateOn(
  table: TaxRatesTable,
  country: CountryCode,
  day: string,
): TaxRateInForce | null {
  let found: TaxRateInForce | null = null;
  for (const row of table.rates) {
    // YYYY-MM-DD strings order as the days do.
    if (row.country !== country || row.from > day) continue;
    if (found !== null && found.from >= row.from) continue;
    const rateHundredths = percentToHundredths(row.percent);
    if (rateHundredths === null) throw new RangeError(`Rate for ${country} is not a percentage`);
    found = { country, percent: row.percent, rateHundredths, from: row.from };
  }
  return found;
}
