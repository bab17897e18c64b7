import type { Db } from "../../db/connect";
import type { MessagingLogger } from "../../messaging/transport";
import type { PaymentGateway } from "../../payments/payment-gateway";
import type { Clock } from "../../security/clock";
import { reconcilePendingOrders } from "./reconcile-pending-orders";

/**
 * Runs the pending-order reconciler at start and every minute. The timer only paces the work;
 * what needs doing is read from the orders table each time, so any process may do it.
 */
export function startOrderReconciler(
  deps: { db: Db; clock: Clock; gateway: PaymentGateway; logger: MessagingLogger },
  { intervalMs = 60_000 }: { intervalMs?: number } = {},
) {
  const run = async () => {
    try {
      const { finished } = await reconcilePendingOrders(deps);
      if (finished > 0) deps.logger.info({ finished }, "finished orders a stop had left pending");
    } catch (error) {
      deps.logger.error({ err: error }, "order reconciler: a round failed; the next one retries");
    }
  };
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
