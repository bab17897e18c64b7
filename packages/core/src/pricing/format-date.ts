import { activeLocaleFormat } from "../i18n/active-locale-format";
import type { LocaleFormat } from "../i18n/locale-format";

/**
 * "December 5, 2026", "5. Dezember 2026", "2026年12月5日": a long date in UTC, so the same
 * instant reads the same on the server, in the page and in tests. Written out from the tables
 * generated from ICU rather than with Intl.DateTimeFormat, whose first use makes the browser load
 * its locale data while the checkout starts (docs/decisions/059, 105).
 */
export function formatDate(date: Date, format: LocaleFormat = activeLocaleFormat()): string {
  if (Number.isNaN(date.getTime())) throw new RangeError("An invalid date cannot be written out.");
  const fields: Record<string, string> = {
    day: String(date.getUTCDate()),
    month: format.date.months[date.getUTCMonth()] ?? "",
    year: String(date.getUTCFullYear()),
  };
  return format.date.long.replace(
    /\{(day|month|year)\}/g,
    (_, field: string) => fields[field] ?? "",
  );
}
