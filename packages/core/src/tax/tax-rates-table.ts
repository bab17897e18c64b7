import { type CountryCode, TAX_COUNTRIES } from "./tax-countries";

/** One rate of one country, in force from the start of `from` (the country's own day). */
export interface TaxRateRow {
  country: CountryCode;
  /** YYYY-MM-DD: the first day of the rate, in the country's own time zone. */
  from: string;
  /** Per cent, at most two decimals: 25.5 is 25.5 %. */
  percent: number;
}

/** A rates table and where it came from: the shipped one, or the operator's merged over it. */
export interface TaxRatesTable {
  source: string;
  /** YYYY-MM-DD: when someone last compared the table with its source. */
  checkedOn: string;
  rates: readonly TaxRateRow[];
}

/** The whole of a price, in hundredths of a percent (as discounts count: docs/decisions/092). */
export const HUNDREDTHS_IN_WHOLE = 10_000;

const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written YYYY-MM-DD: "2026-02-30" is not one. */
export function isCalendarDay(day: string): boolean {
  if (!DAY_SHAPE.test(day)) return false;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

/**
 * A percentage as an integer of hundredths (25.5 is 2550), or null when it has more than two
 * decimals or is outside 0 to 100: integer arithmetic from here on (docs/decisions/118).
 */
export function percentToHundredths(percent: number): number | null {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) return null;
  const hundredths = Math.round(percent * 100);
  return Math.abs(percent * 100 - hundredths) < 1e-6 ? hundredths : null;
}

/**
 * Why a table cannot be used, one sentence a row, or none: an unknown country, a day that is
 * not a day, a rate that is not a percentage, the same country and day twice.
 */
export function taxRatesTableProblems(rates: readonly TaxRateRow[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const row of rates) {
    const where = `The rate for ${row.country} from ${row.from}`;
    if (!TAX_COUNTRIES.has(row.country)) {
      problems.push(
        `${row.country} is not a country the checkout collects tax for; the known ones are ` +
          `${[...TAX_COUNTRIES.keys()].join(", ")}.`,
      );
    }
    if (!isCalendarDay(row.from)) problems.push(`${where}: "from" must be a day, YYYY-MM-DD.`);
    if (percentToHundredths(row.percent) === null) {
      problems.push(`${where}: the rate must be 0 to 100 per cent, with two decimals at most.`);
    }
    const key = `${row.country} ${row.from}`;
    if (seen.has(key)) problems.push(`${where} is given twice.`);
    seen.add(key);
  }
  return problems;
}
