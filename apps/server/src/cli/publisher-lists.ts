import type { ListedCustomer, ListedOrder, ListedSubscription } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import { formatMoney } from "@creator-checkout/core/money";
import type { Db } from "../db/connect";
import { findPublisherId } from "../domain/back-office/find-publisher-id";
import { listCustomers } from "../domain/back-office/list-customers";
import { listOrders } from "../domain/back-office/list-orders";
import { listSubscriptions } from "../domain/back-office/list-subscriptions";
import { readListPage } from "../domain/back-office/read-list-page";
import { callServer } from "../operator/call-server";
import type { ServerHandoff } from "../operator/server-handoff";
import { textTable } from "../operator/text-table";

export const listNames = ["orders", "subscriptions", "customers"] as const;
export type ListName = (typeof listNames)[number];

/** `<list> list <username> [--email …] [--phone …] [--status …] [--limit …]`, as typed. */
export interface ListCommand {
  list: ListName;
  username: string;
  flags: Record<string, string>;
}

const flagNames = new Set(["email", "phone", "status", "limit"]);

/** The command's words, or null when they are not a list command. */
export function parseListCommand(argv: string[]): ListCommand | null {
  const [noun, verb, username, ...rest] = argv;
  const list = listNames.find((name) => name === noun);
  if (!list || verb !== "list" || !username || username.startsWith("--")) return null;
  const flags: Record<string, string> = {};
  for (let index = 0; index < rest.length; index += 2) {
    const name = rest[index]?.replace(/^--/, "") ?? "";
    const value = rest[index + 1];
    if (!rest[index]?.startsWith("--") || !flagNames.has(name) || value === undefined) return null;
    if (name === "status" && list === "customers") return null;
    flags[name] = value;
  }
  return { list, username, flags };
}

const routes = {
  orders: api.listPublisherOrders,
  subscriptions: api.listPublisherSubscriptions,
  customers: api.listPublisherCustomers,
} as const;

/** A flag the API's own query schema refuses, in its words; null when they are all fine. */
function refusedFlags(command: ListCommand): string | null {
  const checked = routes[command.list].schema.querystring.safeParse(command.flags);
  return checked.success ? null : checked.error.issues.map((issue) => issue.message).join(" ");
}

interface Page<Row> {
  data: Row[];
  next_cursor: string | null;
}

/** The first page of each list of a publisher, given the command's (already checked) flags. */
export interface ListReaders {
  orders(username: string, flags: Record<string, string>): Promise<Page<ListedOrder>>;
  subscriptions(username: string, flags: Record<string, string>): Promise<Page<ListedSubscription>>;
  customers(username: string, flags: Record<string, string>): Promise<Page<ListedCustomer>>;
}

/** The lists read on the database itself, as the API reads them. */
export function listsHere(db: Db): ListReaders {
  const read = async <Row>(
    username: string,
    reader: Parameters<typeof readListPage<Row>>[0],
    query: Parameters<typeof readListPage<Row>>[2],
  ) => readListPage(reader, await findPublisherId({ db }, username), query);
  return {
    orders: (username, flags) =>
      read(
        username,
        (input) => listOrders({ db }, input),
        routes.orders.schema.querystring.parse(flags),
      ),
    subscriptions: (username, flags) =>
      read(
        username,
        (input) => listSubscriptions({ db }, input),
        routes.subscriptions.schema.querystring.parse(flags),
      ),
    customers: (username, flags) =>
      read(
        username,
        (input) => listCustomers({ db }, input),
        routes.customers.schema.querystring.parse(flags),
      ),
  };
}

/** The lists read by the server that holds the embedded database, with its operator token. */
export function listsInServer(server: ServerHandoff): ListReaders {
  return {
    orders: (username, flags) =>
      callServer(server, api.listOrdersForOperator, {
        params: { username },
        query: api.listOrdersForOperator.schema.querystring.parse(flags),
      }),
    subscriptions: (username, flags) =>
      callServer(server, api.listSubscriptionsForOperator, {
        params: { username },
        query: api.listSubscriptionsForOperator.schema.querystring.parse(flags),
      }),
    customers: (username, flags) =>
      callServer(server, api.listCustomersForOperator, {
        params: { username },
        query: api.listCustomersForOperator.schema.querystring.parse(flags),
      }),
  };
}

const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace("T", " ") : "");
const contact = (row: { email: string | null; phone: string | null }) =>
  row.email ?? row.phone ?? "";

/** A paid order given back in full or in part reads so, as the buyer's payment history says. */
function orderStatus(order: ListedOrder): string {
  if (order.status !== "paid" || order.refunded_amount === 0) return order.status;
  return order.refunded_amount >= order.amount ? "refunded" : "partly refunded";
}

const tables = {
  orders: (rows: ListedOrder[]) =>
    textTable(
      ["created (UTC)", "id", "status", "amount", "refunded", "buyer", "product", "option"],
      rows.map((order) => [
        when(order.created_at),
        order.id,
        orderStatus(order),
        formatMoney(order.amount, order.currency),
        order.refunded_amount > 0 ? formatMoney(order.refunded_amount, order.currency) : "",
        contact(order.customer),
        order.product.title,
        order.option.title,
      ]),
      new Set([3, 4]),
    ),
  subscriptions: (rows: ListedSubscription[]) =>
    textTable(
      ["created (UTC)", "id", "status", "buyer", "option", "period ends", "cancels"],
      rows.map((subscription) => [
        when(subscription.created_at),
        subscription.id,
        subscription.status,
        contact(subscription.customer),
        `${subscription.product.title}: ${subscription.option.title}`,
        when(subscription.current_period_end),
        subscription.cancel_at_period_end ? "at period end" : "",
      ]),
    ),
  customers: (rows: ListedCustomer[]) =>
    textTable(
      ["created (UTC)", "id", "email", "phone", "answers", "newsletters"],
      rows.map((customer) => [
        when(customer.created_at),
        customer.id,
        customer.email ?? "",
        customer.phone ?? "",
        String(customer.custom_properties.length),
        customer.newsletters.map((newsletter) => newsletter.name).join(", "),
      ]),
      new Set([4]),
    ),
};

/** The first page of a list as an operator's table, and a word when more rows follow. */
export async function runListCommand(readers: ListReaders, command: ListCommand): Promise<string> {
  const refused = refusedFlags(command);
  if (refused) throw new ListFlagError(refused);
  const { list, username, flags } = command;
  const render = <Row>(page: Page<Row>, table: (rows: Row[]) => string) => {
    if (page.data.length === 0) return `No ${list}.\n`;
    const more = page.next_cursor
      ? `More ${list} follow: raise --limit (up to 100) or narrow the filter.\n`
      : "";
    return table(page.data) + more;
  };
  switch (list) {
    case "orders":
      return render(await readers.orders(username, flags), tables.orders);
    case "subscriptions":
      return render(await readers.subscriptions(username, flags), tables.subscriptions);
    case "customers":
      return render(await readers.customers(username, flags), tables.customers);
  }
}

/** A flag the list refuses; the command says why and exits with 2, as for a usage error. */
export class ListFlagError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ListFlagError";
  }
}
