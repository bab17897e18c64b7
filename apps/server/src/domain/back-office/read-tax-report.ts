import { refundTaxShare, type TaxQuarter } from "@creator-checkout/core/tax";
import { and, eq, gte, isNotNull, lt } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { orders, refunds } from "../../db/schema";
import { findPublisherId } from "./find-publisher-id";

/** One line of the return: the sales of one treatment, country, rate and currency. */
export interface TaxReportRow {
  treatment: string;
  country: string;
  /** Hundredths of a percent. */
  rate: number;
  currency: string;
  sales: number;
  refunds: number;
  /** The sales' net and tax less what refunds in the quarter gave back of them. */
  net: number;
  tax: number;
}

type Taxed = Pick<
  typeof orders.$inferSelect,
  "tax_treatment" | "tax_country" | "tax_rate" | "currency"
>;

const keyOf = (order: Taxed) =>
  [order.tax_treatment, order.tax_country, order.tax_rate, order.currency].join("|");

const sortKey = (row: TaxReportRow) =>
  `${row.treatment}|${row.country}|${String(row.rate).padStart(5, "0")}|${row.currency}`;

function rowFor(rows: Map<string, TaxReportRow>, order: Taxed): TaxReportRow {
  const key = keyOf(order);
  const row = rows.get(key) ?? {
    treatment: order.tax_treatment ?? "",
    country: order.tax_country ?? "",
    rate: order.tax_rate ?? 0,
    currency: order.currency,
    sales: 0,
    refunds: 0,
    net: 0,
    tax: 0,
  };
  rows.set(key, row);
  return row;
}

/**
 * What a creator files for a quarter (docs/decisions/132): the orders paid in it that recorded
 * tax, per treatment, country, rate and currency, less the refunds made in it, each refund's tax
 * being its share of its order's. Orders of a creator who collected no tax are not in it.
 */
export async function readTaxReport(
  { db }: { db: Db },
  { username, quarter }: { username: string; quarter: TaxQuarter },
): Promise<TaxReportRow[]> {
  const publisherId = await findPublisherId({ db }, username);
  const inQuarter = (column: typeof orders.paid_at | typeof refunds.succeeded_at) =>
    and(gte(column, quarter.from), lt(column, quarter.to));
  const sold = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.publisher_id, publisherId),
        eq(orders.status, "paid"),
        isNotNull(orders.tax_amount),
        inQuarter(orders.paid_at),
      ),
    );
  const givenBack = await db
    .select({ refund: refunds.amount, order: orders })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.order_id))
    .where(
      and(
        eq(refunds.publisher_id, publisherId),
        eq(refunds.status, "succeeded"),
        isNotNull(orders.tax_amount),
        inQuarter(refunds.succeeded_at),
      ),
    );
  const rows = new Map<string, TaxReportRow>();
  for (const order of sold) {
    const row = rowFor(rows, order);
    row.sales += 1;
    row.net += order.tax_net_amount ?? 0;
    row.tax += order.tax_amount ?? 0;
  }
  for (const { refund, order } of givenBack) {
    const row = rowFor(rows, order);
    const tax = refundTaxShare({ amount: order.amount, taxAmount: order.tax_amount ?? 0 }, refund);
    row.refunds += 1;
    row.net -= refund - tax;
    row.tax -= tax;
  }
  return [...rows.values()].sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
}
