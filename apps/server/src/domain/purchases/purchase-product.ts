import { createHash } from "node:crypto";
import { and, desc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { orders, paymentMethods, productOptions, products, subscriptions } from "../../db/schema";
import type { PaymentGateway } from "../../payments/payment-gateway";
import type { Clock } from "../../security/clock";
import { ensurePaymentCustomer } from "../payments/ensure-payment-customer";
import { paymentErrors } from "../payments/payment-errors";
import { chargeOrder } from "./charge-order";
import { finishOrder } from "./finish-order";
import type { OrderResult } from "./order-result";
import { purchaseAmount } from "./purchase-amount";
import { purchaseErrors } from "./purchase-errors";
import { resumeOrder } from "./resume-order";

export interface PurchaseInput {
  publisherId: string;
  userId: string;
  productOptionId: string;
  customPrice?: number | null | undefined;
  currency?: string | undefined;
  /** A saved card's source id; the buyer's default card when absent. */
  sourceId?: string | undefined;
  idempotencyKey: string;
}

/**
 * Spec 4 "Checkout default" on the server: buys an option for a buyer with no current option.
 * The order is committed before the charge (decision 6), the charge carries the order's id as
 * its idempotency key, and access is granted only once the payment succeeded (decision 8).
 */
export async function purchaseProduct(
  deps: { db: Db; clock: Clock; gateway: PaymentGateway; afterCharge?: () => void },
  input: PurchaseInput,
): Promise<OrderResult> {
  const { db, gateway } = deps;
  const [found] = await db
    .select({ option: productOptions, product: products })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.product_id))
    .where(
      and(
        eq(productOptions.id, input.productOptionId),
        eq(products.publisher_id, input.publisherId),
      ),
    );
  if (!found) throw purchaseErrors.unknownOption();
  const amount = purchaseAmount(found.option, input);

  const [existing] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.user_id, input.userId), eq(orders.idempotency_key, input.idempotencyKey)));
  if (existing) return resumeExisting(deps, existing, input, amount);

  const [current] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.user_id, input.userId),
        eq(subscriptions.product_id, found.product.id),
        ne(subscriptions.status, "CANCELED"),
      ),
    )
    .orderBy(desc(subscriptions.created_at))
    .limit(1);
  if (current) throw purchaseErrors.alreadySubscribed();

  const method = amount > 0 ? await choosePaymentMethod(deps, input) : null;
  const [order] = await db
    .insert(orders)
    .values({
      publisher_id: input.publisherId,
      user_id: input.userId,
      product_option_id: found.option.id,
      kind: "purchase",
      idempotency_key: input.idempotencyKey,
      request_fingerprint: fingerprint(input, amount),
      amount,
      currency: found.option.currency,
      payment_method_id: method?.id ?? null,
      status: "pending",
    })
    .onConflictDoNothing({ target: [orders.user_id, orders.idempotency_key] })
    .returning();
  if (!order) {
    const [raced] = await db
      .select()
      .from(orders)
      .where(
        and(eq(orders.user_id, input.userId), eq(orders.idempotency_key, input.idempotencyKey)),
      );
    if (!raced) throw new Error("the order vanished after a conflicting insert");
    return resumeExisting(deps, raced, input, amount);
  }
  if (!method) return finishOrder(deps, { orderId: order.id, outcome: { status: "free" } });
  const customer = await ensurePaymentCustomer(
    { db, gateway },
    { publisherId: input.publisherId, userId: input.userId },
  );
  return chargeOrder(deps, {
    order,
    customerRef: customer.customer_ref,
    sourceId: method.source_id,
  });
}

function fingerprint(input: PurchaseInput, amount: number): string {
  return createHash("sha256")
    .update(JSON.stringify([input.productOptionId, amount, input.sourceId ?? null]))
    .digest("hex");
}

function resumeExisting(
  deps: { db: Db; clock: Clock; gateway: PaymentGateway },
  order: typeof orders.$inferSelect,
  input: PurchaseInput,
  amount: number,
) {
  if (order.request_fingerprint !== fingerprint(input, amount)) throw purchaseErrors.keyReused();
  return resumeOrder(deps, order);
}

async function choosePaymentMethod(
  { db, gateway }: { db: Db; gateway: PaymentGateway },
  input: PurchaseInput,
) {
  const owner = and(
    eq(paymentMethods.publisher_id, input.publisherId),
    eq(paymentMethods.user_id, input.userId),
    eq(paymentMethods.gateway, gateway.name),
  );
  if (input.sourceId) {
    const [method] = await db
      .select()
      .from(paymentMethods)
      .where(and(owner, eq(paymentMethods.source_id, input.sourceId)));
    if (!method) throw paymentErrors.unknownPaymentMethod();
    return method;
  }
  const customer = await ensurePaymentCustomer({ db, gateway }, input);
  const defaultId = customer.default_payment_method_id;
  const [method] = defaultId
    ? await db
        .select()
        .from(paymentMethods)
        .where(and(owner, eq(paymentMethods.id, defaultId)))
    : [];
  if (!method) throw paymentErrors.noPaymentMethod();
  return method;
}
