import type { ListedCustomer, ListedOrder, ListedSubscription } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import { formatMoney } from "@creator-checkout/core/money";
import type { Db } from "../db/connect";
import { findPublisherId } from "../domain/back-office/find-publisher-id";
import { listCustomers } from "../domain/back-office/list-customers";
import { readListQuery } from "../domain/back-office/list-filter";
import { listOrders } from "../domain/back-office/list-orders";
import type { ListPage } from "../domain/back-office/list-page";
import { listSubscriptions } from "../domain/back-office/list-subscriptions";
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

/** The flags read as the API reads its query, so both refuse the same values in the same words. */
export function readListFlags(command: ListCommand) {
  const checked = routes[command.list].schema.querystring.safeParse(command.flags);
  if (!checked.success) {
    return { ok: false as const, message: checked.error.issues.map((i) => i.message).join(" ") };
  }
  return { ok: true as const, limit: checked.data.limit, ...readListQuery(checked.data) };
}

const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace("T", " ") : "");
const contact = (row: { email: string | null; phone: string | null }) =>
  row.email ?? row.phone ?? "";

const tables = {
  orders: (rows: ListedOrder[]) =>
    textTable(
      ["created (UTC)", "id", "status", "amount", "buyer", "product", "option"],
      rows.map((order) => [
        when(order.created_at),
        order.id,
        order.status,
        formatMoney(order.amount, order.currency),
        contact(order.customer),
        order.product.title,
        order.option.title,
      ]),
      new Set([3]),
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
export async function runListCommand(db: Db, command: ListCommand): Promise<string> {
  const read = readListFlags(command);
  if (!read.ok) throw new ListFlagError(read.message);
  const publisherId = await findPublisherId({ db }, command.username);
  return listed(db, command.list, {
    publisherId,
    filter: read.filter,
    after: null,
    limit: read.limit,
  });
}

async function listed(
  db: Db,
  list: ListName,
  input: Parameters<typeof listOrders>[1],
): Promise<string> {
  const render = async <Row>(page: Promise<ListPage<Row>>, table: (rows: Row[]) => string) => {
    const { rows, next } = await page;
    if (rows.length === 0) return `No ${list}.\n`;
    const more = next
      ? `More ${list} follow: raise --limit (up to 100) or narrow the filter.\n`
      : "";
    return table(rows) + more;
  };
  switch (list) {
    case "orders":
      return render(listOrders({ db }, input), tables.orders);
    case "subscriptions":
      return render(listSubscriptions({ db }, input), tables.subscriptions);
    case "customers":
      return render(listCustomers({ db }, input), tables.customers);
  }
}

/** A flag the list refuses; the command says why and exits with 2, as for a usage error. */
export class ListFlagError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ListFlagError";
  }
}
