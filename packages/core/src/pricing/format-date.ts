const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * "December 5, 2026", in UTC so the same instant reads the same on the server, in the page and
 * in tests. Written out rather than with Intl.DateTimeFormat, whose first use makes the browser
 * load its locale data while the checkout starts (docs/decisions/059).
 */
export function formatDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError("An invalid date cannot be written out.");
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
