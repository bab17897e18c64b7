import { scrubReportStack, scrubReportText, scrubReportUrl } from "./scrub-report-text";

// Kept free of zod, so the page can report errors without zod in its first download; the
// collector's route holds the schema that checks a report against these limits.

/** product.md §9 Monitoring: every report names this release and this service. */
export const MONITORING_RELEASE = "v3.27.5";
export const MONITORING_SERVICE = "pay";

/** product.md §7: real-user monitoring (sessions and replays, all of them) runs only here. */
export const REAL_USER_MONITORING_ENVIRONMENTS: readonly string[] = ["production", "staging", "qa"];

/** What one report may hold; the page cuts to these, the collector refuses more. */
export const errorReportLimits = {
  name: 100,
  message: 1_000,
  stack: 8_000,
  componentStack: 4_000,
  url: 2_000,
  breadcrumbs: 30,
  breadcrumbCategory: 40,
  breadcrumbMessage: 300,
} as const;

/** Where in the page a failure happened: the error boundary, a window event, a failed load... */
export const errorReportPlaces = [
  "render",
  "uncaught-error",
  "unhandled-rejection",
  "product-load",
  "refresh-token-removal",
  "social-login",
  "hydration",
] as const;
export type ErrorReportPlace = (typeof errorReportPlaces)[number];

/** One thing the buyer did before the failure, oldest first (the client event log). */
export interface Breadcrumb {
  /** ISO date and time, when known. */
  at?: string | undefined;
  category: string;
  message: string;
}

/** `POST /api/errors`: one failure the page saw, scrubbed before it left (docs/decisions/042). */
export interface ErrorReport<Place extends string = ErrorReportPlace> {
  /** Where it happened; the server's own reports name their route instead. */
  place: Place;
  /** The error's kind: `TypeError`, `ApiError`... */
  name: string;
  message: string;
  stack?: string | undefined;
  /** React's component stack, for a rendering error. */
  component_stack?: string | undefined;
  /** The page's address. */
  url: string;
  breadcrumbs?: Breadcrumb[] | undefined;
}

const cut = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);

/** A report with every field scrubbed and cut to its limit, ready to leave (or to be stored). */
export function scrubErrorReport<Place extends string>(
  report: ErrorReport<Place>,
): ErrorReport<Place> {
  const limits = errorReportLimits;
  return {
    place: report.place,
    name: cut(scrubReportText(report.name), limits.name),
    message: cut(scrubReportText(report.message), limits.message),
    ...(report.stack === undefined
      ? {}
      : { stack: cut(scrubReportStack(report.stack), limits.stack) }),
    ...(report.component_stack === undefined
      ? {}
      : { component_stack: cut(scrubReportStack(report.component_stack), limits.componentStack) }),
    url: cut(scrubReportUrl(report.url), limits.url),
    ...(report.breadcrumbs === undefined
      ? {}
      : {
          breadcrumbs: report.breadcrumbs.slice(-limits.breadcrumbs).map((crumb) => ({
            ...(crumb.at === undefined ? {} : { at: crumb.at }),
            category: cut(scrubReportText(crumb.category), limits.breadcrumbCategory),
            message: cut(scrubReportText(crumb.message), limits.breadcrumbMessage),
          })),
        }),
  };
}
