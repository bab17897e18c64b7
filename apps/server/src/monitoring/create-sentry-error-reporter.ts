import {
  MONITORING_RELEASE,
  MONITORING_SERVICE,
  reportUrlWithoutQuery,
  scrubReportText,
} from "@creator-checkout/core/errors";
import type { ErrorEvent } from "@sentry/node";
import type { ErrorReporter } from "./error-reporter";

const FLUSH_TIMEOUT_MS = 2_000;

/**
 * The server's failures to Sentry through @sentry/node (docs/decisions/042). A client of its own
 * rather than the SDK's global one: it is made at start with the release and the service name,
 * captures only what the error handler hands it (no automatic request data, so no body, header
 * or cookie), and every event is scrubbed again on its way out. Loaded only when a DSN is set.
 */
export async function createSentryErrorReporter({
  dsn,
  environment,
}: {
  dsn: string;
  environment: string;
}): Promise<ErrorReporter> {
  const Sentry = await import("@sentry/node");
  const client = new Sentry.NodeClient({
    dsn,
    release: MONITORING_RELEASE,
    environment,
    transport: Sentry.makeNodeTransport,
    stackParser: Sentry.defaultStackParser,
    integrations: [Sentry.linkedErrorsIntegration(), Sentry.dedupeIntegration()],
    beforeSend: scrubEvent,
    beforeBreadcrumb: () => null,
  });
  const scope = new Sentry.Scope();
  scope.setClient(client);
  scope.setTag("service", MONITORING_SERVICE);
  client.init();

  return {
    name: "sentry",
    async report({ error, method, route, url }) {
      const requestScope = scope.clone();
      requestScope.setTag("route", `${method} ${route}`);
      const request = { method, url: reportUrlWithoutQuery(url) ?? route };
      requestScope.addEventProcessor((event) => ({ ...event, request }));
      requestScope.captureException(error);
      await client.flush(FLUSH_TIMEOUT_MS);
    },
    async close() {
      await client.close(FLUSH_TIMEOUT_MS);
    },
  };
}

/** An event as it may leave: messages and frames scrubbed, no request data but method and path. */
function scrubEvent(event: ErrorEvent): ErrorEvent {
  if (event.message) event.message = scrubReportText(event.message);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = scrubReportText(exception.value);
    for (const frame of exception.stacktrace?.frames ?? []) {
      delete frame.vars;
      delete frame.pre_context;
      delete frame.context_line;
      delete frame.post_context;
    }
  }
  if (event.request) {
    event.request = {
      ...(event.request.method ? { method: event.request.method } : {}),
      ...(event.request.url ? { url: reportUrlWithoutQuery(event.request.url) ?? "" } : {}),
    };
  }
  delete event.user;
  delete event.extra;
  return event;
}
