import { randomUUID } from "node:crypto";
import { loadavg } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { type Buyer, type BuyerSetupFigures, signInBuyers } from "./buyers";
import { type CpuPerPurchase, cpuPerPurchase, readCpu } from "./cpu-time";
import { measureQueue, type QueueLoad } from "./http-load";
import {
  type PostgresWork,
  readOrderStatuses,
  readPostgresCounters,
  workPerPurchase,
} from "./postgres-work";
import type { PurchaseStatementsFigures } from "./purchase-statements";
import { type BenchContext, type PhaseResult, phaseResult } from "./sign-in-load";

export interface PurchaseOptions {
  publisherId: string;
  /** An option with a custom amount, bought once per buyer. */
  productOptionId: string;
  customPrice: number;
  cardNumber: string;
  connections: number;
  /** Purchases made, untimed, before the timed run; one buyer each, like the timed ones. */
  warmupRequests: number;
  timedRequests: number;
  /** Parallel HTTP calls while buyers are signed in, before any timing. */
  setupConcurrency: number;
  delivery: { pollMs: number; stallMs: number };
  /** Wait before each reading of Postgres's statistics, so every backend has reported. */
  statsSettleMs: number;
}

/** Filled in step by step, so a failure late in the run keeps what was measured before it. */
export interface PurchaseFigures {
  setup: BuyerSetupFigures | null;
  /** os.loadavg() when the timed run started and when it ended. */
  loadAtStart: number[] | null;
  loadAtEnd: number[] | null;
  result: PhaseResult | null;
  /** Postgres's work over the timed run, per paid purchase; null when it could not be read. */
  work: PostgresWork | null;
  /** CPU time over the timed run, per paid purchase; null when it could not be read. */
  cpu: CpuPerPurchase | null;
  /** Orders in the database after the run, by status (warm-up and timed). */
  orders: Record<string, number> | null;
  /** The same purchase's statements sent by pgbench alone, after the run. */
  statements: PurchaseStatementsFigures | null;
  /** Why `work` or `orders` are missing. */
  notes: string[];
}

export function emptyPurchaseFigures(): PurchaseFigures {
  return {
    setup: null,
    loadAtStart: null,
    loadAtEnd: null,
    result: null,
    work: null,
    cpu: null,
    orders: null,
    statements: null,
    notes: [],
  };
}

function purchaseLoad(options: PurchaseOptions): QueueLoad<Buyer> {
  const body = JSON.stringify({ custom_price: options.customPrice });
  return {
    name: "purchase",
    method: "POST",
    path: `/api/purchase/product/${options.productOptionId}`,
    connections: options.connections,
    // A fresh key per request: each is a new checkout attempt, never a retry.
    request: (buyer) => ({
      headers: {
        ...buyer.headers,
        "content-type": "application/json",
        "idempotency-key": randomUUID(),
      },
      body,
    }),
    accepts(status, text) {
      if (status !== 200) return false;
      try {
        return (JSON.parse(text) as { status?: unknown }).status === "paid";
      } catch {
        return false;
      }
    },
  };
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Measures buying a custom-amount option with the built-in test processor: buyers are signed
 * in and given a saved card first, then every purchase request, warm-up and timed, comes from
 * its own buyer (a buyer can own a product once) with a fresh Idempotency-Key. Throws only
 * when the run could not happen at all; unexpected answers are counted in the result.
 */
export async function measurePurchase(
  context: BenchContext,
  options: PurchaseOptions,
  figures: PurchaseFigures,
  /** The one server behind baseUrl, whose CPU time is then counted; none behind a proxy. */
  serverPid?: number,
): Promise<void> {
  const { baseUrl, postgres, databaseUrl, progress } = context;
  const { buyers, setup } = await signInBuyers(context, {
    publisherId: options.publisherId,
    count: options.warmupRequests + options.timedRequests,
    concurrency: options.setupConcurrency,
    cardNumber: options.cardNumber,
    delivery: options.delivery,
  });
  figures.setup = setup;
  const warmupBuyers = buyers.slice(0, options.warmupRequests);
  const timedBuyers = buyers.slice(options.warmupRequests);
  if (warmupBuyers.length < options.connections || timedBuyers.length < options.connections) {
    throw new Error(
      `purchase: only ${buyers.length} of ${setup.wanted} buyers are ready, too few to measure (${setup.failures.join("; ")})`,
    );
  }

  const load = purchaseLoad(options);
  progress(`autocannon: purchase warm-up, ${warmupBuyers.length} requests`);
  const warmup = await measureQueue(baseUrl, load, warmupBuyers);

  const counters = async () => {
    await sleep(options.statsSettleMs);
    return readPostgresCounters(postgres, databaseUrl).catch((error: unknown) => {
      figures.notes.push(`Postgres counters not read: ${message(error)}`);
      return null;
    });
  };
  progress(`waiting ${options.statsSettleMs / 1000} s for Postgres's statistics to settle`);
  const before = await counters();
  figures.loadAtStart = loadavg();
  const cpuBefore = readCpu(serverPid);
  progress(`autocannon: purchase, ${timedBuyers.length} requests`);
  const timed = await measureQueue(baseUrl, load, timedBuyers);
  const cpuAfter = readCpu(serverPid);
  figures.loadAtEnd = loadavg();
  figures.result = phaseResult(timed, warmup);
  figures.cpu = cpuPerPurchase(cpuBefore, cpuAfter, timed.accepted.length);
  if (!cpuBefore) figures.notes.push("CPU time not read: this machine has no /proc/stat");

  progress(`waiting ${options.statsSettleMs / 1000} s for Postgres's statistics to settle`);
  const after = await counters();
  if (before && after) figures.work = workPerPurchase(before, after, timed.accepted.length);
  figures.orders = await readOrderStatuses(postgres, databaseUrl).catch((error: unknown) => {
    figures.notes.push(`orders not counted: ${message(error)}`);
    return null;
  });
}
