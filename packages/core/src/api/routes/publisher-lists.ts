import { z } from "zod";
import {
  listedCustomer,
  listedOrder,
  listedSubscription,
  orderStatuses,
  subscriptionStatuses,
} from "../contract";
import { defineRoute } from "../define-route";
import { listPage, listQuery, listStatus } from "../list-parts";

// Who paid a publisher: its orders, subscriptions and customers, for the bearer of one of its
// keys (docs/decisions/043). Pages are cut by an opaque cursor, newest first
// (docs/decisions/082); `format=csv` answers every page of the same filter as one CSV file
// (docs/decisions/083).

const tag = "Publisher";
const listDescription = (rows: string) =>
  `${rows} of the key's publisher, newest first, \`limit\` (1 to 100, 25 unless given) at a time; ` +
  "give `next_cursor` as `cursor` for the next page. `created_from` and `created_to` are " +
  "dates (whole UTC days, both included) or instants. `format=csv` answers every matching row " +
  "as one `text/csv` download instead.";

export const listPublisherOrders = defineRoute({
  method: "GET",
  path: "/api/publisher/orders",
  summary: "The publisher's orders, with their charges",
  description: listDescription("Orders"),
  tag,
  caller: "publisher-key",
  request: { query: listQuery.extend({ status: listStatus(orderStatuses) }) },
  responses: { 200: listPage(listedOrder) },
  errors: [401],
});

export const listPublisherSubscriptions = defineRoute({
  method: "GET",
  path: "/api/publisher/subscriptions",
  summary: "The publisher's subscriptions and passes",
  description: listDescription("Subscriptions and passes"),
  tag,
  caller: "publisher-key",
  request: {
    query: listQuery.extend({
      status: listStatus(subscriptionStatuses),
      recurring: z
        .enum(["true", "false"], { error: "recurring must be true or false." })
        .transform((given) => given === "true")
        .optional()
        .describe(
          "`true` lists only subscriptions, which renew; `false` only passes and payments, which do not.",
        ),
    }),
  },
  responses: { 200: listPage(listedSubscription) },
  errors: [401],
});

export const listPublisherCustomers = defineRoute({
  method: "GET",
  path: "/api/publisher/customers",
  summary: "The publisher's customers, with their answers and newsletters",
  description: listDescription("Customers"),
  tag,
  caller: "publisher-key",
  request: { query: listQuery },
  responses: { 200: listPage(listedCustomer) },
  errors: [401],
});

// The same lists for the operator's command beside a server that holds the embedded database
// (docs/decisions/043): one publisher by its username, a page at a time.

const publisherParams = z.object({
  username: z
    .string()
    .min(1, "username (the publisher's username) is required.")
    .max(100, "A username is at most 100 characters."),
});
const operatorQuery = listQuery.omit({ format: true });

export const listOrdersForOperator = defineRoute({
  method: "GET",
  path: "/api/operator/publishers/:username/orders",
  summary: "A publisher's orders, for the operator's command",
  tag: "Operator",
  caller: "operator",
  request: {
    params: publisherParams,
    query: operatorQuery.extend({ status: listStatus(orderStatuses) }),
  },
  responses: { 200: listPage(listedOrder) },
  errors: [401, 404],
});

export const listSubscriptionsForOperator = defineRoute({
  method: "GET",
  path: "/api/operator/publishers/:username/subscriptions",
  summary: "A publisher's subscriptions and passes, for the operator's command",
  tag: "Operator",
  caller: "operator",
  request: {
    params: publisherParams,
    query: operatorQuery.extend({ status: listStatus(subscriptionStatuses) }),
  },
  responses: { 200: listPage(listedSubscription) },
  errors: [401, 404],
});

export const listCustomersForOperator = defineRoute({
  method: "GET",
  path: "/api/operator/publishers/:username/customers",
  summary: "A publisher's customers, for the operator's command",
  tag: "Operator",
  caller: "operator",
  request: { params: publisherParams, query: operatorQuery },
  responses: { 200: listPage(listedCustomer) },
  errors: [401, 404],
});
