import * as api from "@creator-checkout/core/api-routes";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../app-error";
import type { Db } from "../../db/connect";
import { CSV_BATCH_ROWS, listReadsFrom } from "../../domain/back-office/back-office-limits";
import {
  customerCsvColumns,
  orderCsvColumns,
  subscriptionCsvColumns,
} from "../../domain/back-office/csv-columns";
import { listCustomers, propertyLabels } from "../../domain/back-office/list-customers";
import { type ListQuery, readListQuery } from "../../domain/back-office/list-filter";
import { listOrders } from "../../domain/back-office/list-orders";
import { listSubscriptions } from "../../domain/back-office/list-subscriptions";
import { type ListReader, readListPage } from "../../domain/back-office/read-list-page";
import { type CsvColumn, streamListCsv } from "../../domain/back-office/stream-list-csv";
import { hitRateLimit } from "../../domain/rate-limit/hit-rate-limit";
import type { Clock } from "../../security/clock";
import { serveRoute } from "../serve-route";
import { storeCaller } from "../store-caller";

type Deps = { db: Db; clock: Clock; secret: Buffer };

interface ListAnswer<Row> {
  /** Names the download: `<publisher>-<list>-<day>.csv`. */
  list: string;
  read: ListReader<Row>;
  columns: (publisherId: string) => Promise<CsvColumn<Row>[]>;
}

/** The publisher whose key the request carries, once the caller's network is within its limit. */
async function keyHolder(deps: Deps, request: FastifyRequest) {
  const limit = await hitRateLimit(deps, listReadsFrom(request.ip));
  if (!limit.allowed) {
    throw new AppError(
      "TOO_MANY_REQUESTS",
      429,
      "Too many list requests from this network; wait a minute and try again.",
    );
  }
  return storeCaller(deps, request);
}

/** A page as JSON, or with `format=csv` every matching row as a download. */
async function answerList<Row>(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  query: ListQuery & { limit: number; format: "json" | "csv" },
  answer: ListAnswer<Row>,
) {
  const publisher = await keyHolder(deps, request);
  if (query.format === "json") return readListPage(answer.read, publisher.publisherId, query);
  const { filter } = readListQuery(query);
  const base = { publisherId: publisher.publisherId, filter };
  const columns = await answer.columns(publisher.publisherId);
  const day = deps.clock.now().toISOString().slice(0, 10);
  const csv = streamListCsv(
    (position, limit) => answer.read({ ...base, after: position, limit }),
    columns,
    {
      batchRows: CSV_BATCH_ROWS,
      onError: (error) => request.log.error({ err: error }, "a CSV export stopped half-way"),
    },
  );
  return reply
    .type("text/csv; charset=utf-8")
    .header(
      "content-disposition",
      `attachment; filename="${publisher.username}-${answer.list}-${day}.csv"`,
    )
    .send(csv);
}

/**
 * `GET /publisher/orders`, `/subscriptions` and `/customers`: who paid the key's publisher
 * (docs/decisions/082), a page at a time or as one CSV (docs/decisions/083). The key is checked
 * before anything is read, and every read is narrowed to its publisher.
 */
export const publisherListRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  serveRoute(app, api.listPublisherOrders, (request, reply) =>
    answerList(deps, request, reply, request.query, {
      list: "orders",
      read: (input) => listOrders({ db }, input),
      columns: async () => orderCsvColumns,
    }),
  );
  serveRoute(app, api.listPublisherSubscriptions, (request, reply) =>
    answerList(deps, request, reply, request.query, {
      list: "subscriptions",
      read: (input) => listSubscriptions({ db }, { ...input, recurring: request.query.recurring }),
      columns: async () => subscriptionCsvColumns,
    }),
  );
  serveRoute(app, api.listPublisherCustomers, (request, reply) =>
    answerList(deps, request, reply, request.query, {
      list: "customers",
      read: (input) => listCustomers({ db }, input),
      columns: async (publisherId) => customerCsvColumns(await propertyLabels(db, publisherId)),
    }),
  );
};
