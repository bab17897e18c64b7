import type { ErrorReportingConfig } from "@creator-checkout/core/api";
import type { ErrorReport } from "@creator-checkout/core/errors";
import { getErrorReportingConfig } from "./api/get-error-reporting-config";
import { sendErrorReport } from "./api/send-error-report";

export type Deliver = (report: ErrorReport, error: unknown) => void;

let destination: Promise<Deliver> | null = null;

/**
 * Asks the server where reports go, once per page. With a DSN, Sentry's chunk is loaded (and,
 * where real-user monitoring runs, starts recording); without, nothing more is downloaded.
 */
export function errorDestination(): Promise<Deliver> {
  destination ??= loadDestination();
  return destination;
}

async function loadDestination(): Promise<Deliver> {
  const toCollector: Deliver = (report) => void sendErrorReport(report);
  let config: ErrorReportingConfig;
  try {
    config = await getErrorReportingConfig();
  } catch {
    return toCollector;
  }
  const dsn = config.sentry_dsn;
  if (dsn === null) return toCollector;
  try {
    const { startSentry } = await import("./sentry/start-sentry");
    return startSentry({ ...config, sentry_dsn: dsn });
  } catch {
    // Sentry's chunk could not be loaded (a blocker, a deploy in between): our collector is
    // still there.
    return toCollector;
  }
}
