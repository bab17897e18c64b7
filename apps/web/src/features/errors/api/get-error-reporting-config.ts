import type { ErrorReportingConfig } from "@creator-checkout/core/api";
import { apiRequest } from "@/lib/api-client";

/** `GET /api/errors/config`: Sentry's public DSN, or null for our own collector, and the environment. */
export function getErrorReportingConfig(): Promise<ErrorReportingConfig> {
  return apiRequest<ErrorReportingConfig>("/api/errors/config");
}
