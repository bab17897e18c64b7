import { z } from "zod";
import { errorReportLimits, errorReportPlaces } from "../../errors/error-report";
import {
  analyticsAcceptedResponse,
  errorReportAcceptedResponse,
  errorReportingConfigResponse,
  storedErrorReportsResponse,
} from "../contract";
import { defineRoute } from "../define-route";

// What the page tells the server about itself: its analytics events (docs/decisions/040), its
// errors (docs/decisions/042), and in development what the server holds of them and of the
// messages it would have sent.

export const sendAnalyticsEvents = defineRoute({
  method: "POST",
  path: "/api/metrics/extract",
  summary: "Store one analytics event or a list of them",
  description:
    "Each event is checked with the page's own schema; the first that fails names its place in the list. Only the checkout page's own origin may send from a browser.",
  tag: "Analytics",
  caller: "anyone",
  request: { body: z.unknown().describe("One analytics event, or a list of them.") },
  responses: { 202: analyticsAcceptedResponse },
  errors: [413],
});

export const getErrorReportingConfig = defineRoute({
  method: "GET",
  path: "/api/errors/config",
  summary: "Where the page reports its errors: Sentry's public DSN, or this server",
  tag: "Monitoring",
  caller: "anyone",
  responses: { 200: errorReportingConfigResponse },
});

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text.` })
    .max(max, `${field} must be at most ${max.toLocaleString("en-US")} characters.`);

const breadcrumb = z.object({
  at: z.iso.datetime({ error: "A breadcrumb's at must be an ISO date and time." }).optional(),
  category: text("A breadcrumb's category", errorReportLimits.breadcrumbCategory).min(
    1,
    "A breadcrumb needs a category.",
  ),
  message: text("A breadcrumb's message", errorReportLimits.breadcrumbMessage),
});

const errorReportBody = z.object(
  {
    place: z.enum(errorReportPlaces, {
      error: `place must be one of: ${errorReportPlaces.join(", ")}.`,
    }),
    name: text("name", errorReportLimits.name).min(1, "name (the error's kind) is required."),
    message: text("message", errorReportLimits.message),
    stack: text("stack", errorReportLimits.stack).optional(),
    component_stack: text("component_stack", errorReportLimits.componentStack).optional(),
    url: z
      .url({
        protocol: /^https?$/,
        error: "url must be the page's address (http or https).",
        abort: true,
      })
      .max(errorReportLimits.url, `url must be at most ${errorReportLimits.url} characters.`),
    breadcrumbs: z
      .array(breadcrumb, { error: "breadcrumbs must be a list." })
      .max(
        errorReportLimits.breadcrumbs,
        `At most ${errorReportLimits.breadcrumbs} breadcrumbs may be sent.`,
      )
      .optional(),
  },
  { error: "The request body must be a JSON object describing the error." },
);

export const sendErrorReport = defineRoute({
  method: "POST",
  path: "/api/errors",
  summary: "Report an error the page met, already scrubbed of personal data",
  tag: "Monitoring",
  caller: "anyone",
  request: { body: errorReportBody },
  responses: { 202: errorReportAcceptedResponse },
  errors: [413],
});

export const listStoredErrorReports = defineRoute({
  method: "GET",
  path: "/api/dev/errors",
  summary: "The error reports this server holds, newest first (development only)",
  tag: "Development",
  caller: "anyone",
  responses: { 200: storedErrorReportsResponse },
});

export const listDevOutbox = defineRoute({
  method: "GET",
  path: "/api/dev/outbox",
  summary:
    "The e-mails and text messages this server would have sent, newest first (development only)",
  description: "At most 50; `to` keeps those to one address or phone number.",
  tag: "Development",
  caller: "anyone",
  request: {
    query: z.object({
      to: z
        .string()
        .optional()
        // An unencoded "+" arrives as a space, so "?to=+15551234567" still finds the SMS.
        .transform((to) => to?.replace(/^ (?=\d+$)/, "+").trim() || undefined),
    }),
  },
  responses: {
    200: z.object({
      messages: z.array(
        z.object({
          id: z.string(),
          channel: z.string(),
          to: z.string(),
          subject: z.string().nullable(),
          body: z.string(),
          created_at: z.iso.datetime({ offset: true }),
        }),
      ),
    }),
  },
});
