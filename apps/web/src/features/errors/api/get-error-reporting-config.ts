import type { ErrorReportingConfig } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import { callApi } from "@/lib/call-api";

/** Sentry's public DSN, or null for our own collector, and the environment. */
export function getErrorReportingConfig(): Promise<ErrorReportingConfig> {
  return callApi(api.getErrorReportingConfig, {});
}
