import {
  errorReportAcceptedResponse,
  errorReportingConfigResponse,
  storedErrorReportsResponse,
} from "@creator-checkout/core/api";
import {
  errorReportLimits,
  errorReportPlaces,
  MONITORING_RELEASE,
  MONITORING_SERVICE,
} from "@creator-checkout/core/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/connect";
import { collectPageErrorReport } from "../../domain/errors/collect-page-error-report";
import { listErrorReports } from "../../domain/errors/list-error-reports";
import type { Clock } from "../../security/clock";

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text.` })
    .max(max, `${field} must be at most ${max.toLocaleString("en-US")} characters.`);

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
      .array(
        z.object({
          at: z.iso
            .datetime({ error: "A breadcrumb's at must be an ISO date and time." })
            .optional(),
          category: text("A breadcrumb's category", errorReportLimits.breadcrumbCategory).min(
            1,
            "A breadcrumb needs a category.",
          ),
          message: text("A breadcrumb's message", errorReportLimits.breadcrumbMessage),
        }),
        { error: "breadcrumbs must be a list." },
      )
      .max(
        errorReportLimits.breadcrumbs,
        `At most ${errorReportLimits.breadcrumbs} breadcrumbs may be sent.`,
      )
      .optional(),
  },
  { error: "The request body must be a JSON object describing the error." },
);

// The largest report the limits allow, with room for JSON's quoting; more is refused with 413.
const ERROR_REPORT_BODY_LIMIT = 32 * 1024;

export interface ErrorReportRoutesOptions {
  db: Db;
  clock: Clock;
  /** The public browser DSN, or null when the page reports to `POST /api/errors`. */
  browserDsn: string | null;
  environment: string;
  reportsPerMinute: number;
  /** True where the dev outbox is: adds `GET /api/dev/errors`. */
  devRoutes: boolean;
}

/**
 * Our own error collector (docs/decisions/042): where the page learns where to report,
 * `POST /api/errors` for the page's reports, and in development a list of what it holds.
 */
export const errorReportRoutes: FastifyPluginAsyncZod<ErrorReportRoutesOptions> = async (
  app,
  { db, clock, browserDsn, environment, reportsPerMinute, devRoutes },
) => {
  app.get(
    "/errors/config",
    { schema: { response: { 200: errorReportingConfigResponse } } },
    async () => ({
      sentry_dsn: browserDsn,
      environment,
      release: MONITORING_RELEASE,
      service: MONITORING_SERVICE,
    }),
  );

  app.post(
    "/errors",
    {
      bodyLimit: ERROR_REPORT_BODY_LIMIT,
      schema: { body: errorReportBody, response: { 202: errorReportAcceptedResponse } },
    },
    async (request, reply) => {
      await collectPageErrorReport(
        { db, clock, logger: request.log },
        { report: request.body, ip: request.ip, perMinute: reportsPerMinute },
      );
      return reply.status(202).send({ accepted: true });
    },
  );

  if (!devRoutes) return;
  app.get(
    "/dev/errors",
    { schema: { response: { 200: storedErrorReportsResponse } } },
    async () => ({
      reports: (await listErrorReports({ db })).map((report) => ({
        ...report,
        first_seen: report.first_seen.toISOString(),
        last_seen: report.last_seen.toISOString(),
      })),
    }),
  );
};
