import type { ErrorReportContext } from "./report-error";

/**
 * Reports a failure as report-error.ts does. The scrubber and the rest of the reporting code
 * load with the first failure, not with the page (docs/decisions/047): most visits have none.
 */
export function reportError(error: unknown, context: ErrorReportContext): void {
  void import("./report-error").then(
    (reporting) => reporting.reportError(error, context),
    // The chunk could not load (a deploy in between, the network gone): nothing more to do.
    () => undefined,
  );
}
