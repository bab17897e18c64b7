import type { Db } from "../db/connect";
import { type ErrorReportLogger, recordErrorReport } from "../domain/errors/record-error-report";
import type { Clock } from "../security/clock";
import { describeFailure, type ErrorReporter } from "./error-reporter";

/** Keeps the server's failures in our own `error_reports` table, beside the page's. */
export function createCollectorErrorReporter(deps: {
  db: Db;
  clock: Clock;
  logger: ErrorReportLogger;
}): ErrorReporter {
  return {
    name: "collector",
    async report({ error, method, route, url }) {
      await recordErrorReport(deps, {
        source: "server",
        place: `${method} ${route}`,
        ...describeFailure(error),
        url,
      });
    },
    async close() {},
  };
}
