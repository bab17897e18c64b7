import { availableParallelism } from "node:os";
import type { CpuPerPurchase } from "./cpu-time";
import type { PurchaseFigures, PurchaseOptions } from "./purchase-load";
import { atMost, formatNumber, loadRows, type Reference, type ReportRow, shareOf } from "./report";
import { unexpectedRow } from "./sign-in-report";

/**
 * What one paid purchase of a saved card costs in Postgres, read from the code
 * (purchase-product.ts, the test processor's gateway, finish-paid-purchase.ts) for a buyer whose
 * payment customer and default card already exist and whose option is in the catalog cache,
 * each a named prepared statement and its own transaction:
 * - read-only: the live session;
 * - writes, each flushing the WAL at commit: the purchase's checks (an order under the same key,
 *   current access, default card, payment customer, the buyer's address) and its order in one
 *   statement, committed before the charge; the test processor's card check and charge in one
 *   statement (read back only on a repeated key); the paid order, its charge, its access row and
 *   its receipt in one statement.
 */
export const PURCHASE_SQL_FROM_CODE = {
  readOnlyStatements: 1,
  writeTransactions: 3,
  roundTrips: 1 + 3,
  commits: 1 + 3,
};

const count = (value: number) => formatNumber(value, 0);
const loadText = (load: number[]) => load.map((value) => formatNumber(value, 2, 2)).join(" / ");

const milliseconds = (value: number) => `${formatNumber(value, 2, 2)} ms`;

const busyText = (cpu: CpuPerPurchase | null | undefined) =>
  cpu
    ? ` (${formatNumber(cpu.machineBusyShare * 100, 0)} % of ${availableParallelism()} cores busy)`
    : "";

function infoRow(metric: string, value: string | null): ReportRow {
  return { metric, value: value ?? "-", goal: "-", verdict: value === null ? "NOT RUN" : "INFO" };
}

/** The goals of a purchase: against its own statements sent by pgbench, and in CPU time. */
export interface PurchaseGoals {
  /** The share of the statements' own rate, and the p99 at the load's connections. */
  statements: Pick<Reference, "goalPercent" | "p99GoalMs">;
  serverCpuMs: number;
}

function serverCpuRow(cpu: CpuPerPurchase | null, goalMs: number): ReportRow {
  const metric = "Purchase: server process CPU per purchase";
  const goal = `<= ${formatNumber(goalMs, 2, 1)} ms`;
  if (cpu?.serverMs === null || cpu?.serverMs === undefined) {
    return { metric, value: "-", goal, verdict: "NOT RUN" };
  }
  return { metric, value: milliseconds(cpu.serverMs), goal, verdict: atMost(cpu.serverMs, goalMs) };
}

/**
 * Purchase rate and latency against the same statements sent by pgbench alone, beside pgbench's
 * insert rate, and what backs them.
 */
export function purchaseRows(
  figures: PurchaseFigures,
  load: { connections: number },
  insert: Reference,
  goals: PurchaseGoals,
): ReportRow[] {
  const { setup, result, work, orders, loadAtStart, loadAtEnd, statements } = figures;
  const code = PURCHASE_SQL_FROM_CODE;
  const statementsShare = statements && shareOf(statements.tps, insert);
  const insertShare = result && shareOf(result.requestsPerSecond, insert);
  return [
    ...loadRows(
      "Purchase",
      `${load.connections} conns, ${result ? count(result.requests) : "-"} requests`,
      result,
      { name: "its statements alone (pgbench)", tps: statements?.tps, ...goals.statements },
    ),
    infoRow(
      "Purchase req/s vs pgbench single-row insert",
      insertShare === null ? null : `${formatNumber(insertShare, 1, 1)} %`,
    ),
    unexpectedRow("Purchase", result),
    infoRow("Purchase's statements alone, pgbench", statements && `${count(statements.tps)} tps`),
    infoRow(
      "Purchase's statements alone vs pgbench single-row insert",
      statementsShare === null ? null : `${formatNumber(statementsShare, 1, 1)} %`,
    ),
    infoRow(
      "Purchase's statements alone: purchases / paid orders / charges / receipts",
      statements &&
        [statements.transactions, statements.paidOrders, statements.charges, statements.receipts]
          .map(count)
          .join(" / "),
    ),
    infoRow(
      `Purchase: machine CPU per purchase${busyText(figures.cpu)}`,
      figures.cpu && milliseconds(figures.cpu.machineMs),
    ),
    serverCpuRow(figures.cpu, goals.serverCpuMs),
    infoRow(
      "Purchase: of the machine's, the load generator's",
      figures.cpu && milliseconds(figures.cpu.loadGeneratorMs),
    ),
    infoRow(
      `Purchase's statements alone: machine CPU per purchase${busyText(statements?.cpu)}`,
      statements?.cpu ? milliseconds(statements.cpu.machineMs) : null,
    ),
    infoRow(
      "Purchase: buyers signed in, card saved (untimed)",
      setup &&
        `${count(setup.ready)} of ${count(setup.wanted)} in ${formatNumber(setup.seconds, 1)} s`,
    ),
    infoRow("Purchase: machine load at start (1/5/15 min)", loadAtStart && loadText(loadAtStart)),
    infoRow("Purchase: machine load at end (1/5/15 min)", loadAtEnd && loadText(loadAtEnd)),
    infoRow(
      "Purchase: write transactions per purchase",
      work && `${formatNumber(work.writeTransactions, 2, 2)} (code: ${code.writeTransactions})`,
    ),
    infoRow(
      "Purchase: commits per purchase, read-only incl.",
      work && `${formatNumber(work.commits, 1, 1)} (code: ${code.commits})`,
    ),
    infoRow(
      "Purchase: WAL per purchase",
      work && `${count(work.walBytes)} B, ${formatNumber(work.walSyncs, 2, 2)} flushes`,
    ),
    infoRow(
      "Purchase: orders in the database by status",
      orders &&
        (Object.entries(orders)
          .map(([status, n]) => `${status} ${count(n)}`)
          .join(", ") ||
          "none"),
    ),
  ];
}

function roundCpu(cpu: CpuPerPurchase) {
  const round = (value: number) => Number(value.toFixed(3));
  return {
    machineMs: round(cpu.machineMs),
    serverMs: cpu.serverMs === null ? null : round(cpu.serverMs),
    loadGeneratorMs: round(cpu.loadGeneratorMs),
    machineBusyShare: round(cpu.machineBusyShare),
  };
}

/** The purchase figures for the report's JSON. */
export function purchaseJson(figures: PurchaseFigures, reference: Reference): unknown {
  const { setup, result, work } = figures;
  const share = result ? shareOf(result.requestsPerSecond, reference) : null;
  const ofStatements =
    result && figures.statements?.tps
      ? (100 * result.requestsPerSecond) / figures.statements.tps
      : null;
  const statementsShare = figures.statements && shareOf(figures.statements.tps, reference);
  const round = (value: number, digits = 2) => Number(value.toFixed(digits));
  return {
    requestsPerSecond: result && Math.round(result.requestsPerSecond),
    latencyP50Ms: result?.latencyP50Ms ?? null,
    latencyP99Ms: result?.latencyP99Ms ?? null,
    requests: result?.requests ?? null,
    unexpected: result?.rejected ?? null,
    warmupRequests: result?.warmupRequests ?? null,
    warmupUnexpected: result?.warmupRejected ?? null,
    shareOfInsertPercent: share === null ? null : round(share, 1),
    shareOfStatementsAlonePercent: ofStatements === null ? null : round(ofStatements, 1),
    loadAtStart: figures.loadAtStart?.map((value) => round(value)) ?? null,
    loadAtEnd: figures.loadAtEnd?.map((value) => round(value)) ?? null,
    setup: setup && { ...setup, seconds: round(setup.seconds) },
    postgresPerPurchase: work && {
      purchases: work.purchases,
      writeTransactions: round(work.writeTransactions),
      commits: round(work.commits),
      rollbacks: round(work.rollbacks),
      walBytes: Math.round(work.walBytes),
      walFlushes: round(work.walSyncs),
    },
    cpuPerPurchase: figures.cpu && roundCpu(figures.cpu),
    sqlFromCode: PURCHASE_SQL_FROM_CODE,
    statementsAlone: figures.statements && {
      ...figures.statements,
      cpu: figures.statements.cpu && roundCpu(figures.statements.cpu),
      tps: Math.round(figures.statements.tps),
      shareOfInsertPercent: statementsShare === null ? null : round(statementsShare, 1),
    },
    orders: figures.orders,
    notes: figures.notes,
  };
}

/** How the purchase figures were made, for the lines above the table. */
export function purchaseMethod(options: PurchaseOptions): string[] {
  const code = PURCHASE_SQL_FROM_CODE;
  return [
    `Purchase: POST /api/purchase/product/${options.productOptionId} ("Your own amount" donation,`,
    `  custom_price ${options.customPrice} minor units) with the built-in test processor. Before timing, each buyer signs in`,
    "  through the API (bot proof, send-code, code from GET /api/dev/outbox, confirm-code, claim) and saves the card",
    `  ${options.cardNumber} (POST /api/test-processor/tokens, POST /api/me/payment). A buyer can own a product once`,
    "  (a donation is an ACTIVE access row), so every request, warm-up and timed, comes from its own buyer with a fresh",
    `  Idempotency-Key. ${count(options.warmupRequests)} warm-up requests precede the timed run; req/s counts 200 "paid" answers only.`,
    `  From the code, a purchase is ${code.roundTrips} round trips to Postgres: ${code.readOnlyStatements} read-only autocommit SELECT and ${code.writeTransactions} single-statement write`,
    "  transactions, each flushing the WAL at commit (the checks and the order; the test processor's card check and charge; the paid",
    "  order with its charge, access row and receipt); a pgbench insert is 1 statement in 1 transaction.",
    "  Measured over the timed run: transaction ids (write transactions), pg_stat_database commits and pg_stat_wal",
    "  flushes, per paid purchase, the server's background polling included.",
    "  The purchase's statements alone: then pgbench (-M prepared, same clients and duration as the reference) sends",
    "  the same four statements for buyers of its own, seeded by SQL, with no server in between (the server's queue",
    "  still delivers their receipts): the most any server could reach with these statements on this machine",
    "  (bench/purchase-statements.ts, docs/decisions/058).",
    "  CPU per purchase: the machine's busy time (/proc/stat, every process on it) over the timed run, the server",
    "  process's own (/proc/<pid>/stat) and the load generator's (this process), per paid purchase. The purchase's",
    "  goals are its rate against the same statements sent by pgbench alone, and the server process's CPU time.",
  ];
}
