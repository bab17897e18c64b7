import type { ErrorReport } from "@creator-checkout/core/errors";
import { AppError } from "../../app-error";
import type { Db } from "../../db/connect";
import type { Clock } from "../../security/clock";
import { hitRateLimit } from "../rate-limit/hit-rate-limit";
import { type ErrorReportLogger, recordErrorReport } from "./record-error-report";

/** Reports one network may send per minute: a page that fails sends a few, never dozens. */
export const DEFAULT_ERROR_REPORTS_PER_MINUTE = 30;

/**
 * A report from the page (`POST /api/errors`), counted against its network's allowance first,
 * so a script that floods the collector is refused before it writes anything.
 */
export async function collectPageErrorReport(
  deps: { db: Db; clock: Clock; logger: ErrorReportLogger },
  { report, ip, perMinute }: { report: ErrorReport; ip: string; perMinute: number },
) {
  const { allowed } = await hitRateLimit(deps, {
    bucket: `error-reports:${ip}`,
    limit: perMinute,
    windowSeconds: 60,
  });
  if (!allowed) {
    throw new AppError(
      "TOO_MANY_REQUESTS",
      429,
      "Too many error reports from this network. Please wait a minute.",
    );
  }
  return recordErrorReport(deps, {
    source: "page",
    place: report.place,
    name: report.name,
    message: report.message,
    stack: report.stack,
    component_stack: report.component_stack,
    url: report.url,
  });
}
