// The pure parts of the creator's funnel figures (docs/decisions/044), shared by the server, the
// report command and the dashboard page. Days are calendar days in UTC.

/** The longest range the dashboard and the report read at once, in days. */
export const MAX_FUNNEL_DAYS = 366;
/** The range shown when none is asked for: the last 30 days, today included. */
export const DEFAULT_FUNNEL_DAYS = 30;

/** The web vitals the dashboard reports, with Google's published thresholds for their p75. */
export const funnelWebVitals = {
  LCP: { good: 2500, poor: 4000, unit: "ms" },
  INP: { good: 200, poor: 500, unit: "ms" },
  CLS: { good: 0.1, poor: 0.25, unit: "" },
  TTFB: { good: 800, poor: 1800, unit: "ms" },
} as const;
export type FunnelWebVitalName = keyof typeof funnelWebVitals;
export const funnelWebVitalNames = Object.keys(funnelWebVitals) as FunnelWebVitalName[];
export type WebVitalRating = "good" | "needs-improvement" | "poor";

/** How a p75 rates: good up to the first threshold, poor above the second. */
export function rateWebVital(name: FunnelWebVitalName, p75: number): WebVitalRating {
  const { good, poor } = funnelWebVitals[name];
  if (p75 <= good) return "good";
  return p75 <= poor ? "needs-improvement" : "poor";
}

/** The share of `from` that went on to `to`, or null when nobody reached `from`. */
export function conversionRate(from: number, to: number): number | null {
  return from === 0 ? null : to / from;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** The UTC midnight a YYYY-MM-DD names, or null when it is no calendar date. */
export function parseDay(value: string): Date | null {
  if (!dayPattern.test(value)) return null;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? day : null;
}

export function formatDay(day: Date): string {
  return day.toISOString().slice(0, 10);
}

export interface DayRange {
  from: string;
  to: string;
}

/** A range that passed `checkDayRange`, with its instants and its days. */
export interface CheckedDayRange extends DayRange {
  /** The first instant of the range, and the first instant after it. */
  start: Date;
  end: Date;
  /** Every day of the range, as YYYY-MM-DD. */
  days: string[];
}

/** The default range ending on the UTC day of `now`. */
export function defaultDayRange(now: Date): DayRange {
  const to = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  return {
    from: formatDay(new Date(to.getTime() - (DEFAULT_FUNNEL_DAYS - 1) * DAY_MS)),
    to: formatDay(to),
  };
}

/**
 * A range of whole UTC days, both ends included, checked: the sentence says what is wrong.
 * `start` is the first instant, `end` the first instant after it.
 */
export function checkDayRange(
  range: DayRange,
): ({ ok: true } & CheckedDayRange) | { ok: false; message: string } {
  const from = parseDay(range.from);
  if (!from)
    return {
      ok: false,
      message: `from must be a date such as 2026-11-01, not ${JSON.stringify(range.from)}.`,
    };
  const to = parseDay(range.to);
  if (!to)
    return {
      ok: false,
      message: `to must be a date such as 2026-11-30, not ${JSON.stringify(range.to)}.`,
    };
  if (to < from) return { ok: false, message: "from must be on or before to." };
  const count = (to.getTime() - from.getTime()) / DAY_MS + 1;
  if (count > MAX_FUNNEL_DAYS) {
    return {
      ok: false,
      message: `A range may span at most ${MAX_FUNNEL_DAYS} days; this one spans ${count}.`,
    };
  }
  const days = Array.from({ length: count }, (_, index) =>
    formatDay(new Date(from.getTime() + index * DAY_MS)),
  );
  return { ok: true, ...range, start: from, end: new Date(to.getTime() + DAY_MS), days };
}

/** A share as a percentage with one decimal, or a dash when there was nothing to divide. */
export function formatShare(share: number | null): string {
  return share === null ? "–" : `${(share * 100).toFixed(1)}%`;
}

/** A duration in seconds as a person reads it: "45 s", "4 min 5 s", "2 h 3 min", "1 d 2 h". */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return "–";
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return `${minutes} min ${whole % 60} s`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** A web vital's p75 in its unit: milliseconds whole, layout shift to three decimals. */
export function formatWebVital(name: FunnelWebVitalName, p75: number | null): string {
  if (p75 === null) return "–";
  return name === "CLS" ? p75.toFixed(3) : `${Math.round(p75)} ms`;
}
