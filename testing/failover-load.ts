import { randomUUID } from "node:crypto";
import type { Db } from "@creator-checkout/server/db/connect";
import { orderKinds } from "@creator-checkout/server/domain/order-kinds";
import { reconcilePendingOrders } from "@creator-checkout/server/domain/purchases/reconcile-pending-orders";
import { createTestProcessorGateway } from "@creator-checkout/server/payments/test-processor/create-test-processor-gateway";
import { systemClock } from "@creator-checkout/server/security/clock";
import pg from "pg";
import type { startFailoverPair } from "./auto-failover";
import { demoIds } from "./demo-catalog";
import { seedDueSubscriptions } from "./seed-due-subscriptions";

interface Purchase {
  key: string;
  buyer: number;
  attempts: number;
  failures: number;
  orderId?: string;
  /** The order's status as answered: paid, or failed when its charge never happened. */
  status?: string;
  answeredAt?: number;
  /** The last answer that was not one: its status and error code. */
  lastRefusal?: string;
}

export interface FailoverOutcome {
  purchases: number;
  /** Attempts that failed (an error answer or none); each was tried again under its key. */
  failedAttempts: number;
  /** Purchases never answered 2xx, though tried again until 45 s after the kill. */
  unanswered: number;
  /**
   * Purchases whose first attempt placed the order and lost its connection before the charge:
   * their key answered 409 "in progress" until the order reconciler, run here as the servers run
   * it two minutes on, gave the order up unpaid; the same key then answered that.
   */
  finishedByReconciler: number;
  /** Answered purchases whose order is missing, doubled, not paid, or not charged once. */
  wrongPurchases: string[];
  /** Keys never answered that left an order behind anyway. */
  strandedOrders: number;
  renewalsDue: number;
  /** Due subscriptions renewed other than once with one charge. */
  wrongRenewals: { subscription_id: string; orders: number; charges: number }[];
  /** Whether /healthz answered 503 at some point after the kill. */
  healthSaidUnavailable: boolean;
  /** From the kill to /healthz answering 200 for good; null if it never did. */
  healthReadyMs: number | null;
  /** From the kill to the first purchase answered after it. */
  servingAfterMs: number;
  /** The longest time during the load with no purchase answered. */
  longestGapMs: number;
  promotedUrl: string;
  standbyUrl: string;
  /** The billing run after the failover, which must finish with nothing left. */
  lastBilling: { exitCode: number | null; output: string };
}

/** How long a purchase is retried under its key before it counts as unanswered. */
const GIVE_UP_AFTER_KILL_MS = 45_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function query<Row>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

/**
 * Buyers' tabs buy the demo's custom-amount option through `serverUrls` in turn, each purchase
 * under an idempotency key and tried again under it after any failure, as the checkout page
 * does; renewals fall due and billing runs (`runBilling`, a separate process) while the primary
 * is SIGKILLed and the standby promoted. Then reads the promoted database: what was answered,
 * what was charged, and what was renewed, once each or not.
 */
export async function runFailoverLoad(options: {
  pair: Awaited<ReturnType<typeof startFailoverPair>>;
  /** On the multi-host URL, for seeding the renewals. */
  db: Db;
  serverUrls: string[];
  buyers: { headers: Record<string, string> }[];
  tabs: number;
  /** Load before the kill, and after the first purchase answered after it. */
  steadyMs: number;
  renewalsEachSide: number;
  runBilling: () => Promise<{ exitCode: number | null; output: string }>;
}): Promise<FailoverOutcome> {
  const { pair, serverUrls, buyers } = options;
  const boughtAt = new Date(Date.now() - 40 * 24 * 3600_000);
  const count = options.renewalsEachSide;
  const dueBefore = await seedDueSubscriptions({ db: options.db }, { count, boughtAt });

  let killedAt = Number.POSITIVE_INFINITY;
  let stopAt = Number.POSITIVE_INFINITY;
  let sent = 0;
  const purchases: Purchase[] = [];
  const buyOnce = async (purchase: Purchase) => {
    const baseUrl = serverUrls[sent++ % serverUrls.length];
    purchase.attempts++;
    try {
      const response = await fetch(`${baseUrl}/api/purchase/product/${demoIds.customAmount}`, {
        method: "POST",
        headers: {
          ...buyers[purchase.buyer]?.headers,
          "content-type": "application/json",
          "idempotency-key": purchase.key,
        },
        body: JSON.stringify({ custom_price: 500 }),
        signal: AbortSignal.timeout(20_000),
      });
      const body = (await response.json()) as {
        order_id?: string;
        status?: string;
        code?: string;
        error?: string;
        order?: { order_id?: string; status?: string };
      };
      // 200 with the order, or 402 with the order its charge never happened for: an answer.
      const order = response.ok ? body : response.status === 402 ? body.order : undefined;
      if (order?.order_id) {
        purchase.orderId = order.order_id;
        purchase.status = order.status ?? "";
        purchase.answeredAt = performance.now();
        return true;
      }
      purchase.lastRefusal = `${response.status} ${body.code ?? body.error ?? ""}`;
    } catch (error) {
      purchase.lastRefusal = (error as Error).name;
    }
    purchase.failures++;
    return false;
  };
  const tab = async (index: number) => {
    while (performance.now() < stopAt) {
      const purchase: Purchase = {
        key: randomUUID(),
        buyer: index % buyers.length,
        attempts: 0,
        failures: 0,
      };
      purchases.push(purchase);
      while (!(await buyOnce(purchase))) {
        // A key "in progress" after the failover waits for the reconciler (below).
        if (
          performance.now() > killedAt + 5_000 &&
          purchase.lastRefusal === "409 PURCHASE_IN_PROGRESS"
        )
          break;
        if (performance.now() > killedAt + GIVE_UP_AFTER_KILL_MS) return;
        await sleep(250);
      }
    }
  };
  const health: { at: number; status: number }[] = [];
  let watching = true;
  const watchHealth = async () => {
    while (watching) {
      const status = await fetch(`${serverUrls[0]}/healthz`, { signal: AbortSignal.timeout(5_000) })
        .then((response) => response.status)
        .catch(() => 0);
      health.push({ at: performance.now(), status });
      await sleep(200);
    }
  };
  const firstAfterKill = () =>
    Math.min(
      ...purchases.map((purchase) =>
        (purchase.answeredAt ?? 0) > killedAt
          ? (purchase.answeredAt as number)
          : Number.POSITIVE_INFINITY,
      ),
    );

  const load = Promise.all(Array.from({ length: options.tabs }, (_, index) => tab(index)));
  const watcher = watchHealth();
  const billingBefore = options.runBilling();
  await sleep(options.steadyMs);
  const { standby } = await pair.killPrimary();
  killedAt = performance.now();
  // A billing run starts while no primary answers, and renewals fall due once one does.
  const billingDuring = options.runBilling();
  await pair.waitForPromotion(standby, GIVE_UP_AFTER_KILL_MS);
  const dueAfter = await seedDueSubscriptions({ db: options.db }, { count, boughtAt });
  while (firstAfterKill() === Number.POSITIVE_INFINITY) {
    if (performance.now() > killedAt + GIVE_UP_AFTER_KILL_MS) break;
    await sleep(100);
  }
  stopAt = performance.now() + options.steadyMs;
  await load;
  watching = false;
  await watcher;
  await Promise.all([billingBefore, billingDuring]);
  const lastBilling = await options.runBilling();

  // The servers' reconciler gives up an order left pending with no charge two minutes on; it
  // runs here at once instead, and each key left "in progress" is asked again.
  const inProgress = purchases.filter(
    (purchase) => !purchase.orderId && purchase.lastRefusal === "409 PURCHASE_IN_PROGRESS",
  );
  if (inProgress.length > 0) {
    const db = options.db;
    await reconcilePendingOrders(
      {
        db,
        clock: systemClock,
        gateway: createTestProcessorGateway({ db, clock: systemClock }),
        publicUrl: "http://checkout.test",
        renewalRetryDays: [3],
        orderKinds,
      },
      { staleAfterSeconds: 0 },
    );
    for (const purchase of inProgress) await buyOnce(purchase);
  }

  const promotedUrl = await pair.primaryUrl();
  const rows = await query<{ key: string; id: string; status: string; charges: number }>(
    promotedUrl,
    `SELECT o.idempotency_key AS key, o.id, o.status, count(c.id)::int AS charges
     FROM orders o LEFT JOIN test_processor_charges c ON c.idempotency_key = 'order:' || o.id
     WHERE o.idempotency_key = ANY($1) GROUP BY o.id`,
    [purchases.map((purchase) => purchase.key)],
  );
  const ordersByKey = new Map<string, typeof rows>();
  for (const row of rows) ordersByKey.set(row.key, [...(ordersByKey.get(row.key) ?? []), row]);
  const answered = purchases.filter((purchase) => purchase.orderId);
  const wrongPurchases = answered
    .filter((purchase) => {
      const orders = ordersByKey.get(purchase.key) ?? [];
      const [order] = orders;
      // Paid with its one charge, or given up by the reconciler with none.
      const settled = inProgress.includes(purchase)
        ? order?.status === "failed" && purchase.status === "failed" && order?.charges === 0
        : order?.status === "paid" && purchase.status === "paid" && order?.charges === 1;
      return orders.length !== 1 || order?.id !== purchase.orderId || !settled;
    })
    .map((purchase) => purchase.key);
  const strandedOrders = purchases
    .filter((purchase) => !purchase.orderId)
    .filter((purchase) => (ordersByKey.get(purchase.key) ?? []).length > 0).length;

  const subscriptionIds = [...dueBefore.subscriptionIds, ...dueAfter.subscriptionIds];
  const renewals = await query<{ subscription_id: string; orders: number; charges: number }>(
    promotedUrl,
    `SELECT s.id AS subscription_id, count(DISTINCT o.id)::int AS orders, count(c.id)::int AS charges
     FROM unnest($1::uuid[]) AS s(id)
     LEFT JOIN orders o ON o.subscription_id = s.id AND o.kind = 'renewal'
     LEFT JOIN test_processor_charges c ON c.idempotency_key = 'order:' || o.id
     GROUP BY s.id`,
    [subscriptionIds],
  );

  const afterKill = health.filter((probe) => probe.at > killedAt);
  const readyAgain = afterKill.find(
    (probe, index) =>
      probe.status === 200 && afterKill.slice(index).every((later) => later.status === 200),
  );
  // During the load: a key left in progress is answered only after the reconciler, above.
  const answers = answered
    .filter((purchase) => !inProgress.includes(purchase))
    .map((purchase) => purchase.answeredAt ?? 0)
    .sort((a, b) => a - b);
  return {
    purchases: purchases.length,
    failedAttempts: purchases.reduce((sum, purchase) => sum + purchase.failures, 0),
    unanswered: purchases.length - answered.length,
    finishedByReconciler: inProgress.length,
    wrongPurchases,
    strandedOrders,
    renewalsDue: subscriptionIds.length,
    wrongRenewals: renewals.filter((row) => row.orders !== 1 || row.charges !== 1),
    healthSaidUnavailable: afterKill.some((probe) => probe.status === 503),
    healthReadyMs: readyAgain ? readyAgain.at - killedAt : null,
    servingAfterMs: firstAfterKill() - killedAt,
    longestGapMs: Math.max(0, ...answers.slice(1).map((at, index) => at - (answers[index] ?? at))),
    promotedUrl,
    standbyUrl: standby,
    lastBilling,
  };
}
