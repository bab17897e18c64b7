import { z } from "zod";
import {
  listedCustomer,
  listedOrder,
  listedSubscription,
  orderStatuses,
  subscriptionStatuses,
} from "../contract";
import { defineRoute } from "../define-route";

// Who paid a publisher: its orders, subscriptions and customers, for the bearer of one of its
// keys (docs/decisions/043). Pages are cut by an opaque cursor, newest first
// (docs/decisions/082); `format=csv` answers every page of the same filter as one CSV file
// (docs/decisions/083).

const tag = "Publisher";
const instant = z.iso.datetime({ offset: true });

const limit = z.coerce
  .number({ error: "limit must be a whole number from 1 to 100." })
  .int("limit must be a whole number from 1 to 100.")
  .min(1, "limit must be a whole number from 1 to 100.")
  .max(100, "limit must be a whole number from 1 to 100.")
  .default(25);

/** `YYYY-MM-DD` (the whole UTC day) or an instant with its offset. */
const createdBound = (name: string) =>
  z.union([z.iso.date(), instant], {
    error: `${name} must be a date such as 2026-11-01 or an instant such as 2026-11-01T09:30:00Z.`,
  });

const listQuery = z.object({
  cursor: z
    .string()
    .max(400, "This cursor is not one this API gave: start again without it.")
    .optional(),
  limit,
  email: z.string().max(320, "An e-mail address is at most 320 characters.").optional(),
  phone: z.string().max(32, "A phone number is at most 32 characters.").optional(),
  created_from: createdBound("created_from").optional(),
  created_to: createdBound("created_to").optional(),
  format: z
    .enum(["json", "csv"], { error: "format must be json or csv." })
    .default("json")
    .describe("`csv` answers every row of the filter as a `text/csv` download instead of a page."),
});

const statusFilter = <const Statuses extends readonly [string, ...string[]]>(statuses: Statuses) =>
  z.enum(statuses, { error: `status must be one of ${statuses.join(", ")}.` }).optional();

const page = <Row extends z.ZodType>(row: Row) =>
  z.object({
    data: z.array(row),
    /** Give it as `cursor` for the next page; null on the last. */
    next_cursor: z.string().nullable(),
  });

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
  request: { query: listQuery.extend({ status: statusFilter(orderStatuses) }) },
  responses: { 200: page(listedOrder) },
  errors: [401],
});

export const listPublisherSubscriptions = defineRoute({
  method: "GET",
  path: "/api/publisher/subscriptions",
  summary: "The publisher's subscriptions and passes",
  description: listDescription("Subscriptions and passes"),
  tag,
  caller: "publisher-key",
  request: { query: listQuery.extend({ status: statusFilter(subscriptionStatuses) }) },
  responses: { 200: page(listedSubscription) },
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
  responses: { 200: page(listedCustomer) },
  errors: [401],
});
