import { and, eq, lt } from "drizzle-orm";
import { AppError } from "../../app-error";
import { charges, refunds } from "../../db/schema";
import { finishRefund } from "./finish-refund";
import type { RefundDeps } from "./refund-deps";

// Far longer than a processor call may take, so no refund still being asked is cut short.
const STALE_AFTER_SECONDS = 120;

/**
 * Finishes refunds a crash or a lost answer left pending when nobody sent the request again
 * (docs/decisions/077): each is asked of the processor again under its own key, which answers the
 * first refund if there was one, so none is made twice. A refusal releases what the refund took.
 */
export async function finishStaleRefunds(
  deps: RefundDeps,
  { staleAfterSeconds = STALE_AFTER_SECONDS }: { staleAfterSeconds?: number } = {},
) {
  const cutoff = new Date(deps.clock.now().getTime() - staleAfterSeconds * 1000);
  const stale = await deps.db
    .select({ refund: refunds, chargeRef: charges.charge_ref })
    .from(refunds)
    .innerJoin(
      charges,
      and(eq(charges.order_id, refunds.order_id), eq(charges.status, "succeeded")),
    )
    .where(
      and(
        eq(refunds.status, "pending"),
        lt(refunds.updated_at, cutoff),
        eq(charges.gateway, deps.gateway.name),
      ),
    )
    .limit(100);
  const totals = { finished: 0, refused: 0, waiting: 0 };
  for (const reserved of stale) {
    try {
      await finishRefund(deps, reserved);
      totals.finished += 1;
    } catch (error) {
      // A processor that cannot answer now is asked again next round; a refusal is final.
      if (!(error instanceof AppError)) throw error;
      if (error.code === "PAYMENT_PROVIDER_UNAVAILABLE") totals.waiting += 1;
      else totals.refused += 1;
    }
  }
  return totals;
}
