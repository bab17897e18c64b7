import { and, eq } from "drizzle-orm";
import { orders } from "../../db/schema";
import type { PaymentDeps } from "./payment-deps";
import { purchaseErrors } from "./purchase-errors";
import { resumeOrder } from "./resume-order";

/** After 3-D Secure in the page: finishes the buyer's order from the charge's new state. */
export async function confirmOrder(
  deps: PaymentDeps,
  { publisherId, userId, orderId }: { publisherId: string; userId: string; orderId: string },
) {
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(
      and(eq(orders.id, orderId), eq(orders.user_id, userId), eq(orders.publisher_id, publisherId)),
    );
  if (!order) throw purchaseErrors.unknownOrder();
  return resumeOrder(deps, order);
}
