import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { preparedPerDatabase } from "../../db/prepared-per-database";
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
  const [order] = await statementsOf(db).insertOrder.execute({
    publisherId: input.publisherId,
    userId: input.userId,
    productOptionId: found.option.id,
    idempotencyKey: input.idempotencyKey,
    fingerprint: fingerprint(input, amount),
    amount,
    currency: found.option.currency,
    paymentMethodId: method?.id ?? null,
    claimsProductId: repeatable ? null : found.option.product_id,
    recurringAmount: found.option.recurring
      ? (found.option.price ?? input.customPrice ?? null)
      : null,
  });
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
function prepareContext(db: Db, card: "named" | "default") {
  const param = (name: string) => sql.placeholder(name);
  const ownedBy = (table: typeof paymentMethods | typeof paymentCustomers) =>
    sql`${table.publisher_id} = ${param("publisherId")} and ${table.user_id} = ${param("userId")} and ${table.gateway} = ${param("gateway")}`;
  const defaultMethodId = sql`(select ${paymentCustomers.default_payment_method_id} from ${paymentCustomers} where ${ownedBy(paymentCustomers)})`;
  return db
    .select({
      option: productOptions,
      productType: products.type,
      productTitle: products.title,
      creator: publishers.name,
      buyer: sql<{
        email: string | null;
        phone: string | null;
      } | null>`(select json_build_object('email', ${users.email}, 'phone', ${users.phone}) from ${users} where ${users.id} = ${param("userId")})`,
      existingOrderId: sql<
        string | null
      >`(select ${orders.id} from ${orders} where ${orders.user_id} = ${param("userId")} and ${orders.idempotency_key} = ${param("idempotencyKey")})`,
      subscribed: sql<boolean>`exists (select 1 from ${subscriptions} where ${subscriptions.user_id} = ${param("userId")} and ${subscriptions.product_id} = ${productOptions.product_id} and ${subscriptions.status} <> 'CANCELED')`,
      method: sql<PaymentMethodRef | null>`(select json_build_object('id', ${paymentMethods.id}, 'source_id', ${paymentMethods.source_id}, 'brand', ${paymentMethods.brand}, 'last4', ${paymentMethods.last4}) from ${paymentMethods} where ${ownedBy(paymentMethods)} and ${
        card === "named"
          ? sql`${paymentMethods.source_id} = ${param("sourceId")}`
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
        eq(productOptions.id, param("productOptionId")),
        eq(products.publisher_id, param("publisherId")),
      ),
    )
    .prepare(`purchase_context_${card}_card`);
}

function prepareInsertOrder(db: Db) {
  const param = (name: string) => sql.placeholder(name);
  return (
    db
      .insert(orders)
      .values({
        publisher_id: param("publisherId"),
        user_id: param("userId"),
        product_option_id: param("productOptionId"),
        kind: "purchase",
        idempotency_key: param("idempotencyKey"),
        request_fingerprint: param("fingerprint"),
        amount: param("amount"),
        currency: param("currency"),
        payment_method_id: param("paymentMethodId"),
        claims_product_id: param("claimsProductId"),
        recurring_amount: param("recurringAmount"),
        status: "pending",
      })
      // Either unique index may refuse it: the same key raced this request, or another order
      // already holds the product.
      .onConflictDoNothing()
      .returning()
      .prepare("purchase_insert_order")
  );
}

// Every purchase runs these two: their SQL is built and named once per database, so neither
// Drizzle nor Postgres builds or plans it again (as the session check does).
function prepareStatements(db: Db) {
  return {
    namedCard: prepareContext(db, "named"),
    defaultCard: prepareContext(db, "default"),
    insertOrder: prepareInsertOrder(db),
  };
}
const statementsOf = preparedPerDatabase(prepareStatements);

async function readPurchaseContext(
  { db, gateway }: { db: Db; gateway: PaymentGateway },
  input: PurchaseInput,
) {
  const statements = statementsOf(db);
  const params = {
    publisherId: input.publisherId,
    userId: input.userId,
    productOptionId: input.productOptionId,
    idempotencyKey: input.idempotencyKey,
    gateway: gateway.name,
  };
  const [found] = input.sourceId
    ? await statements.namedCard.execute({ ...params, sourceId: input.sourceId })
    : await statements.defaultCard.execute(params);
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
