import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { paymentCustomers, paymentMethods } from "../../db/schema";
import { paymentErrors } from "./payment-errors";

/** product.md §7 "PUT me payment": makes one of the buyer's own cards the default. */
export async function setDefaultPaymentMethod(
  { db }: { db: Db },
  { publisherId, userId, sourceId }: { publisherId: string; userId: string; sourceId: string },
) {
  const [method] = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.source_id, sourceId),
        eq(paymentMethods.publisher_id, publisherId),
        eq(paymentMethods.user_id, userId),
      ),
    );
  if (!method) throw paymentErrors.unknownPaymentMethod();
  await db
    .update(paymentCustomers)
    .set({ default_payment_method_id: method.id })
    .where(
      and(
        eq(paymentCustomers.publisher_id, publisherId),
        eq(paymentCustomers.user_id, userId),
        eq(paymentCustomers.gateway, method.gateway),
      ),
    );
  return method;
}
