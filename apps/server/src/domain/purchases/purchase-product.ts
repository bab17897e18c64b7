import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import {
  orders,
  paymentCustomers,
  paymentMethods,
  productOptions,
  products,
  publishers,
  subscriptions,
  users,
} from "../../db/schema";
import type { PaymentGateway } from "../../payments/payment-gateway";
import { ensurePaymentCustomer } from "../payments/ensure-payment-customer";
import { paymentErrors } from "../payments/payment-errors";
import { chargeAtGateway } from "./charge-order";
import { finishOrder } from "./finish-order";
import { finishPaidPurchase } from "./finish-paid-purchase";
import type { OrderResult } from "./order-result";
import type { PaymentDeps } from "./payment-deps";
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
 * product.md §4 "Checkout default" on the server: buys an option for a buyer with no current option.
 * The order is committed before the charge (principle P6), the charge carries the order's id as
 * its idempotency key, and access is granted only once the payment succeeded (principle P8).
 */
export async function purchaseProduct(
  deps: PaymentDeps,
  input: PurchaseInput,
): Promise<OrderResult> {
  const { db, gateway } = deps;
  const found = await readPurchaseContext(deps, input);
  if (!found) throw purchaseErrors.unknownOption();
  const amount = purchaseAmount(found.option, input);

  if (found.existingOrderId) {
    const [existing] = await db.select().from(orders).where(eq(orders.id, found.existingOrderId));
    if (existing) return resumeExisting(deps, existing, input, amount);
  }
  // A donation may be given again; anything else is held once (docs/decisions/022).
  const repeatable = found.productType === "donation";
  if (found.subscribed && !repeatable) throw purchaseErrors.alreadySubscribed();

  let method: PaymentMethodRef | null = null;
  if (amount > 0) {
    method = found.method;
    if (!method) {
      throw input.sourceId ? paymentErrors.unknownPaymentMethod() : paymentErrors.noPaymentMethod();
    }
  }
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
      claims_product_id: repeatable ? null : found.option.product_id,
      recurring_amount: found.option.recurring
        ? (found.option.price ?? input.customPrice ?? null)
        : null,
      status: "pending",
    })
    // Either unique index may refuse it: the same key raced this request, or another order
    // already holds the product.
    .onConflictDoNothing()
    .returning();
  if (!order) {
    const [raced] = await db
      .select()
      .from(orders)
      .where(
        and(eq(orders.user_id, input.userId), eq(orders.idempotency_key, input.idempotencyKey)),
      );
    if (!raced) throw purchaseErrors.alreadySubscribed();
    return resumeExisting(deps, raced, input, amount);
  }
  const receipt = {
    optionTitle: found.option.title,
    productTitle: found.productTitle,
    creator: found.creator,
    email: found.buyer?.email ?? null,
    phone: found.buyer?.phone ?? null,
    card: method && { brand: method.brand, last4: method.last4 },
  };
  if (!method) {
    return finishPaidPurchase(deps, {
      order,
      option: found.option,
      outcome: { status: "free" },
      receipt,
    });
  }
  // A saved card implies a customer at the gateway; the fallback covers only a record removed
  // since the card was saved.
  const customerRef =
    found.customerRef ?? (await ensurePaymentCustomer({ db, gateway }, input)).customer_ref;
  const outcome = await chargeAtGateway(deps, { order, customerRef, sourceId: method.source_id });
  if (outcome.status === "succeeded") {
    return finishPaidPurchase(deps, { order, option: found.option, outcome, receipt });
  }
  return finishOrder(deps, { orderId: order.id, outcome, option: found.option });
}

interface PaymentMethodRef {
  id: number;
  source_id: string;
  brand: string;
  last4: string;
}

/**
 * Everything a purchase checks before its order is written, in one statement: the option (if
 * the publisher sells it), an order already made under this Idempotency-Key, whether the buyer
 * already has the product, the card to charge (the one named, else the default) and the
 * buyer's customer at the gateway, and what the receipt names (the buyer's address, the card,
 * the titles, the creator). A purchase is mostly round trips to Postgres, so this one replaces
 * seven.
 */
async function readPurchaseContext(
  { db, gateway }: { db: Db; gateway: PaymentGateway },
  input: PurchaseInput,
) {
  const ownedBy = (table: typeof paymentMethods | typeof paymentCustomers) =>
    sql`${table.publisher_id} = ${input.publisherId} and ${table.user_id} = ${input.userId} and ${table.gateway} = ${gateway.name}`;
  const defaultMethodId = sql`(select ${paymentCustomers.default_payment_method_id} from ${paymentCustomers} where ${ownedBy(paymentCustomers)})`;
  const [found] = await db
    .select({
      option: productOptions,
      productType: products.type,
      productTitle: products.title,
      creator: publishers.name,
      buyer: sql<{
        email: string | null;
        phone: string | null;
      } | null>`(select json_build_object('email', ${users.email}, 'phone', ${users.phone}) from ${users} where ${users.id} = ${input.userId})`,
      existingOrderId: sql<
        string | null
      >`(select ${orders.id} from ${orders} where ${orders.user_id} = ${input.userId} and ${orders.idempotency_key} = ${input.idempotencyKey})`,
      subscribed: sql<boolean>`exists (select 1 from ${subscriptions} where ${subscriptions.user_id} = ${input.userId} and ${subscriptions.product_id} = ${productOptions.product_id} and ${subscriptions.status} <> 'CANCELED')`,
      method: sql<PaymentMethodRef | null>`(select json_build_object('id', ${paymentMethods.id}, 'source_id', ${paymentMethods.source_id}, 'brand', ${paymentMethods.brand}, 'last4', ${paymentMethods.last4}) from ${paymentMethods} where ${ownedBy(paymentMethods)} and ${
        input.sourceId
          ? sql`${paymentMethods.source_id} = ${input.sourceId}`
          : sql`${paymentMethods.id} = ${defaultMethodId}`
      })`,
      customerRef: sql<
        string | null
      >`(select ${paymentCustomers.customer_ref} from ${paymentCustomers} where ${ownedBy(paymentCustomers)})`,
    })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.product_id))
    .innerJoin(publishers, eq(publishers.id, products.publisher_id))
    .where(
      and(
        eq(productOptions.id, input.productOptionId),
        eq(products.publisher_id, input.publisherId),
      ),
    );
  return found;
}

function fingerprint(input: PurchaseInput, amount: number): string {
  return createHash("sha256")
    .update(JSON.stringify([input.productOptionId, amount, input.sourceId ?? null]))
    .digest("hex");
}

function resumeExisting(
  deps: PaymentDeps,
  order: typeof orders.$inferSelect,
  input: PurchaseInput,
  amount: number,
) {
  if (order.request_fingerprint !== fingerprint(input, amount)) throw purchaseErrors.keyReused();
  return resumeOrder(deps, order);
}
