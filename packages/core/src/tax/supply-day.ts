import { type CountryClock, type CountryCode, TAX_COUNTRIES } from "./tax-countries";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The day a supply at `at` falls on in `country`, YYYY-MM-DD, by its capital's clock: a sale at
 * 22:30 UTC on 30 June 2025 is 1 July in Tallinn and pays July's rate. A country the table does
 * not hold counts in UTC: no rate of its is looked up anyway.
 */
export function supplyDay(country: CountryCode, at: Date): string {
  const clock = TAX_COUNTRIES.get(country)?.clock;
  const offsetMs = clock === undefined ? 0 : utcOffsetHours(clock, at) * HOUR_MS;
  return new Date(at.getTime() + offsetMs).toISOString().slice(0, 10);
}

function utcOffsetHours(clock: CountryClock, at: Date): number {
  const summer = clock.summerTime === "eu" ? isEuSummer(at) : isNswSummer(at);
  return clock.utcOffsetHours + (summer ? 1 : 0);
}

// Directive 2000/84/EC: summer time from 01:00 UTC on the last Sunday of March to 01:00 UTC on
// the last Sunday of October, at the same instant everywhere it applies.
function isEuSummer(at: Date): boolean {
  const year = at.getUTCFullYear();
  const start = lastSundayOf(year, 2) + HOUR_MS;
  const end = lastSundayOf(year, 9) + HOUR_MS;
  return at.getTime() >= start && at.getTime() < end;
}

// New South Wales and the ACT: from 02:00 standard time on the first Sunday of October to
// 03:00 summer time on the first Sunday of April, both 16:00 UTC on the Saturday before.
function isNswSummer(at: Date): boolean {
  const year = at.getUTCFullYear();
  const start = firstSundayOf(year, 9) - 8 * HOUR_MS;
  const end = firstSundayOf(year, 3) - 8 * HOUR_MS;
  return at.getTime() < end || at.getTime() >= start;
}

/** Midnight UTC of the last Sunday of a month (0-based). */
function lastSundayOf(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS;
}

/** Midnight UTC of the first Sunday of a month (0-based). */
function firstSundayOf(year: number, month: number): number {
  const firstDay = Date.UTC(year, month, 1);
  return firstDay + ((7 - new Date(firstDay).getUTCDay()) % 7) * DAY_MS;
}
