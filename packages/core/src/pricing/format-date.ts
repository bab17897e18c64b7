// UTC, so the same instant reads the same on the server, in the page and in tests.
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "December 5, 2026". */
export function formatDate(date: Date): string {
  return longDate.format(date);
}
