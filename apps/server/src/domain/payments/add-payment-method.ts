import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { paymentCustomers, paymentMethods } from "../../db/schema";
import { type PaymentGateway, PaymentMethodError } from "../../payments/payment-gateway";
import { ensurePaymentCustomer } from "./ensure-payment-customer";
import { paymentErrors } from "./payment-errors";
import { paymentMethodView } from "./payment-method-view";

/**
 * product.md §7 "POST me payment": saves a card tokenised in the page, or handed over by a wallet. The
 * first card becomes the default, so a buyer with one card can always pay.
 */
export async function addPaymentMethod(
  { db, gateway }: { db: Db; gateway: PaymentGateway },
  {
    publisherId,
    userId,
    token,
    sourceType,
  }: { publisherId: string; userId: string; token: string; sourceType: "card" | "wallet" },
) {
  const customer = await ensurePaymentCustomer({ db, gateway }, { publisherId, userId });
  let attached: Awaited<ReturnType<PaymentGateway["attachPaymentMethod"]>>;
  try {
    attached = await gateway.attachPaymentMethod({ customerRef: customer.customer_ref, token });
  } catch (error) {
    if (error instanceof PaymentMethodError) throw paymentErrors.cardRefused(error.message);
    throw error;
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentMethods)
      .values({
        publisher_id: publisherId,
        user_id: userId,
        gateway: gateway.name,
        source_id: attached.sourceId,
        source_type: sourceType,
        ...attached.card,
      })
      .returning();
    if (!row) throw new Error("the card could not be stored");
    const owner = and(
      eq(paymentCustomers.publisher_id, publisherId),
      eq(paymentCustomers.user_id, userId),
      eq(paymentCustomers.gateway, gateway.name),
    );
    const [updated] = await tx
      .update(paymentCustomers)
      .set({ default_payment_method_id: row.id })
      .where(and(owner, isNull(paymentCustomers.default_payment_method_id)))
      .returning();
    const defaultId = updated?.default_payment_method_id ?? customer.default_payment_method_id;
    return paymentMethodView(row, defaultId ?? null);
  });
}
