import type { ErrorReportingConfig } from "@creator-checkout/core/api";
import {
  type ErrorReport,
  REAL_USER_MONITORING_ENVIRONMENTS,
  scrubReportStack,
  scrubReportText,
  scrubReportUrl,
} from "@creator-checkout/core/errors";
import {
  addIntegration,
  type Breadcrumb,
  browserTracingIntegration,
  captureException,
  type ErrorEvent,
  init,
  withScope,
} from "@sentry/react";

// Sentry's own window handlers and wrappers are left out: the page's listeners hand every
// failure to reportError, which dedupes and limits it, so nothing reaches Sentry another way.
const integrationsLeftOut = new Set(["GlobalHandlers", "BrowserApiErrors"]);

/**
 * Sentry in the page (docs/decisions/042), loaded only when a browser DSN is configured: the
 * release and the service tag on every event, every event and breadcrumb scrubbed on its way
 * out, and, in production, staging and qa only, real-user monitoring: every session traced and
 * replayed (product.md §7, sample rate 100), with typed input masked and card fields blocked.
 */
export function startSentry(config: ErrorReportingConfig & { sentry_dsn: string }) {
  const realUserMonitoring = REAL_USER_MONITORING_ENVIRONMENTS.includes(config.environment);
  init({
    dsn: config.sentry_dsn,
    release: config.release,
    environment: config.environment,
    initialScope: { tags: { service: config.service } },
    integrations: (defaults) => [
      ...defaults.filter((integration) => !integrationsLeftOut.has(integration.name)),
      ...(realUserMonitoring ? [browserTracingIntegration()] : []),
    ],
    tracesSampleRate: realUserMonitoring ? 1 : 0,
    // No trace headers on the page's API calls: the server does not read them.
    tracePropagationTargets: [],
    replaysSessionSampleRate: realUserMonitoring ? 1 : 0,
    replaysOnErrorSampleRate: realUserMonitoring ? 1 : 0,
    beforeSend: scrubEvent,
    beforeBreadcrumb: scrubBreadcrumb,
  });
  if (realUserMonitoring) {
    // Replay is the largest part of the SDK: a chunk of its own, fetched only where it runs.
    void import("./sentry-replay").then(({ privateReplayIntegration }) =>
      addIntegration(privateReplayIntegration()),
    );
  }
  return (report: ErrorReport, error: unknown) => {
    withScope((scope) => {
      scope.setTag("place", report.place);
      for (const crumb of report.breadcrumbs ?? []) {
        scope.addBreadcrumb({ category: crumb.category, message: crumb.message });
      }
      if (report.component_stack) {
        scope.setContext("react", { componentStack: report.component_stack });
      }
      captureException(error);
    });
  };
}

function scrubEvent(event: ErrorEvent): ErrorEvent {
  if (event.message) event.message = scrubReportText(event.message);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = scrubReportText(exception.value);
  }
  const react = event.contexts?.react as { componentStack?: unknown } | undefined;
  if (react && typeof react.componentStack === "string") {
    react.componentStack = scrubReportStack(react.componentStack);
  }
  if (event.request?.url) event.request.url = scrubReportUrl(event.request.url);
  if (event.request) {
    delete event.request.headers;
    delete event.request.cookies;
    delete event.request.query_string;
    delete event.request.data;
  }
  delete event.user;
  return event;
}

function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
  if (breadcrumb.message) breadcrumb.message = scrubReportText(breadcrumb.message);
  // A console breadcrumb keeps the logged values themselves; its scrubbed message is enough.
  if (breadcrumb.category === "console") delete breadcrumb.data;
  const data = breadcrumb.data;
  if (data) {
    for (const key of ["url", "from", "to"] as const) {
      if (typeof data[key] === "string") data[key] = scrubReportUrl(data[key]);
    }
  }
  return breadcrumb;
}
