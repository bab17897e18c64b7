import {
  type Breadcrumb,
  type ErrorReport,
  type ErrorReportPlace,
  errorReportLimits,
  scrubErrorReport,
} from "@creator-checkout/core/errors";
import { readClientEventLog } from "@/features/analytics";
import { errorDestination } from "./error-destination";

// A page that fails in a loop would otherwise send a report per frame: a handful per page
// load is enough to see what went wrong.
const MAX_REPORTS_PER_PAGE = 10;

export interface ErrorReportContext {
  place: ErrorReportPlace;
  /** React's component stack, for a rendering error. */
  componentStack?: string | undefined;
}

const reported = new Set<string>();

/**
 * Reports a failure (product.md §1, §4, §8) where it should go: Sentry when the server gives a
 * browser DSN, our own collector otherwise. The report is scrubbed before it leaves, an
 * identical one is sent once, and at most a handful per page load (docs/decisions/042). Never
 * throws and never waits: callers report and carry on.
 */
export function reportError(error: unknown, context: ErrorReportContext): void {
  const report = scrubErrorReport({ ...describe(error, context), breadcrumbs: breadcrumbs() });
  const identity = [report.place, report.name, report.message, firstFrame(report.stack)].join("|");
  if (reported.has(identity) || reported.size >= MAX_REPORTS_PER_PAGE) return;
  reported.add(identity);
  void errorDestination().then((deliver) => deliver(report, error));
}

/** What the buyer did before the failure: the client event log's last entries, oldest first. */
function breadcrumbs(): Breadcrumb[] | undefined {
  const entries = readClientEventLog();
  if (entries.length === 0) return undefined;
  return entries.slice(-errorReportLimits.breadcrumbs).map((entry) => ({
    category: "client-event",
    message: entry.productOptionId ? `${entry.type} ${entry.productOptionId}` : entry.type,
  }));
}

function describe(error: unknown, context: ErrorReportContext): ErrorReport {
  const known = error instanceof Error;
  return {
    place: context.place,
    name: (known && error.name) || "Error",
    message: known ? error.message : typeof error === "string" ? error : "A non-Error was thrown.",
    ...(known && error.stack ? { stack: error.stack } : {}),
    ...(context.componentStack ? { component_stack: context.componentStack } : {}),
    url: window.location.href,
  };
}

function firstFrame(stack: string | undefined): string {
  return stack?.split("\n").find((line) => /^\s*at |@/.test(line)) ?? "";
}
