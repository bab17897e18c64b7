import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { paymentCustomers } from "../../db/schema";
import type { PaymentGateway } from "../../payments/payment-gateway";

/** The buyer's customer record at the gateway, for this publisher, made on first need. */
export async function ensurePaymentCustomer(
  { db, gateway }: { db: Db; gateway: PaymentGateway },
  { publisherId, userId }: { publisherId: string; userId: string },
) {
  const owner = and(
    eq(paymentCustomers.publisher_id, publisherId),
    eq(paymentCustomers.user_id, userId),
    eq(paymentCustomers.gateway, gateway.name),
  );
  const [existing] = await db.select().from(paymentCustomers).where(owner);
  if (existing) return existing;
  const customerRef = await gateway.createCustomer({
    description: `user ${userId} at publisher ${publisherId}`,
  });
  // Two first purchases at once may both create one; the first stored wins, the other is unused.
  await db
    .insert(paymentCustomers)
    .values({
      publisher_id: publisherId,
      user_id: userId,
      gateway: gateway.name,
      customer_ref: customerRef,
    })
    .onConflictDoNothing();
  const [stored] = await db.select().from(paymentCustomers).where(owner);
  if (!stored) throw new Error("the payment customer could not be stored");
  return stored;
}
