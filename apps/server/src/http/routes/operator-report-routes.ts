import { funnelResponse } from "@creator-checkout/core/api";
import { checkDayRange } from "@creator-checkout/core/funnel";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest } from "../../app-error";
import type { Db } from "../../db/connect";
import { readFunnelReports } from "../../domain/dashboard/read-funnel-reports";
import { requireOperatorToken } from "../operator-token";

const day = (name: string) =>
  z.string({ error: `${name} is required.` }).max(10, `${name} must be a date such as 2026-11-01.`);

/**
 * `npm run report -- funnel` on a server that holds the embedded database, which no second
 * process may open (docs/decisions/044). Only the bearer of the server's operator token gets in.
 */
export const operatorReportRoutes: FastifyPluginAsyncZod<{
  db: Db;
  operatorToken: string;
}> = async (app, { db, operatorToken }) => {
  app.addHook("onRequest", requireOperatorToken(operatorToken));

  app.get(
    "/operator/reports/funnel",
    {
      schema: {
        querystring: z.object({
          publisher: z.string().min(1).max(100).optional(),
          from: day("from"),
          to: day("to"),
        }),
        response: { 200: z.object({ reports: z.array(funnelResponse) }) },
      },
    },
    async (request) => {
      const { publisher, from, to } = request.query;
      const range = checkDayRange({ from, to });
      if (!range.ok) throw badRequest(range.message);
      const reports = await readFunnelReports({ db }, { username: publisher, range });
      return { reports };
    },
  );
};
