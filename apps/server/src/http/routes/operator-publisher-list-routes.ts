import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/connect";
import { findPublisherId } from "../../domain/back-office/find-publisher-id";
import { listCustomers } from "../../domain/back-office/list-customers";
import { listOrders } from "../../domain/back-office/list-orders";
import { listSubscriptions } from "../../domain/back-office/list-subscriptions";
import { readListPage } from "../../domain/back-office/read-list-page";
import { requireOperatorToken } from "../operator-token";
import { serveRoute } from "../serve-route";

/**
 * `npm run publisher -- <list> list <username>` on a server that holds the embedded database,
 * which no second process may open (docs/decisions/043, 082). Only the bearer of the server's
 * operator token gets in.
 */
export const operatorPublisherListRoutes: FastifyPluginAsyncZod<{
  db: Db;
  operatorToken: string;
}> = async (app, { db, operatorToken }) => {
  app.addHook("onRequest", requireOperatorToken(operatorToken));

  serveRoute(app, api.listOrdersForOperator, async (request) =>
    readListPage(
      (input) => listOrders({ db }, input),
      await findPublisherId({ db }, request.params.username),
      request.query,
    ),
  );
  serveRoute(app, api.listSubscriptionsForOperator, async (request) =>
    readListPage(
      (input) => listSubscriptions({ db }, input),
      await findPublisherId({ db }, request.params.username),
      request.query,
    ),
  );
  serveRoute(app, api.listCustomersForOperator, async (request) =>
    readListPage(
      (input) => listCustomers({ db }, input),
      await findPublisherId({ db }, request.params.username),
      request.query,
    ),
  );
};
