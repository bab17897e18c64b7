import * as api from "@creator-checkout/core/api-routes";
import { MONITORING_RELEASE, MONITORING_SERVICE } from "@creator-checkout/core/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/connect";
import { collectPageErrorReport } from "../../domain/errors/collect-page-error-report";
import { listErrorReports } from "../../domain/errors/list-error-reports";
import type { Clock } from "../../security/clock";
import { serveRoute } from "../serve-route";

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
  serveRoute(app, api.getErrorReportingConfig, async () => ({
    sentry_dsn: browserDsn,
    environment,
    release: MONITORING_RELEASE,
    service: MONITORING_SERVICE,
  }));

  serveRoute(
    app,
    api.sendErrorReport,
    async (request, reply) => {
      await collectPageErrorReport(
        { db, clock, logger: request.log },
        { report: request.body, ip: request.ip, perMinute: reportsPerMinute },
      );
      return reply.status(202).send({ accepted: true });
    },
    { bodyLimit: ERROR_REPORT_BODY_LIMIT },
  );

  if (!devRoutes) return;
  serveRoute(app, api.listStoredErrorReports, async () => ({
    reports: (await listErrorReports({ db })).map((report) => ({
      ...report,
      first_seen: report.first_seen.toISOString(),
      last_seen: report.last_seen.toISOString(),
    })),
  }));
};
