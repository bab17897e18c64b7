import * as api from "@creator-checkout/core/api-routes";
import { checkDayRange } from "@creator-checkout/core/funnel";
import { taxQuarter } from "@creator-checkout/core/tax";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequest } from "../../app-error";
import type { Db } from "../../db/connect";
import { readTaxReport } from "../../domain/back-office/read-tax-report";
import { readFunnelReports } from "../../domain/dashboard/read-funnel-reports";
import { requireOperatorToken } from "../operator-token";
import { serveRoute } from "../serve-route";

/**
 * `npm run report -- funnel` on a server that holds the embedded database, which no second
 * process may open (docs/decisions/044). Only the bearer of the server's operator token gets in.
 */
export const operatorReportRoutes: FastifyPluginAsyncZod<{
  db: Db;
  operatorToken: string;
}> = async (app, { db, operatorToken }) => {
  app.addHook("onRequest", requireOperatorToken(operatorToken));

  serveRoute(app, api.getFunnelReports, async (request) => {
    const { publisher, from, to } = request.query;
    const range = checkDayRange({ from, to });
    if (!range.ok) throw badRequest(range.message);
    return { reports: await readFunnelReports({ db }, { username: publisher, range }) };
  });

  serveRoute(app, api.getTaxReport, async (request) => {
    const quarter = taxQuarter(request.query.quarter);
    if ("error" in quarter) throw badRequest(quarter.error);
    return { rows: await readTaxReport({ db }, { username: request.query.publisher, quarter }) };
  });
};
