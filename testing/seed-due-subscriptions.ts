import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Interval } from "@creator-checkout/core/catalog";
import { billingPeriod } from "@creator-checkout/core/pricing";
import type { Db } from "@creator-checkout/server/db/connect";
import {
  charges,
  customers,
  orders,
  paymentCustomers,
  paymentMethods,
  productOptions,
  products,
  subscriptions,
  testProcessorCharges,
  testProcessorCustomers,
  testProcessorPaymentMethods,
  users,
} from "@creator-checkout/server/db/schema";
import { eq } from "drizzle-orm";
import { demoIds } from "./demo-catalog";

// Rows per INSERT: an order has 15 columns, and Postgres takes at most 65,535 parameters.
const CHUNK = 1_000;

export interface SeededSubscriptions {
  subscriptionIds: string[];
  /** When every one of them falls due: the end of the first period, bought at `boughtAt`. */
  dueAt: Date;
  /** The period each renewal pays: number 1, the second. */
  period: { number: number; start: Date; end: Date };
}

const testId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

async function inChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let at = 0; at < rows.length; at += CHUNK) await insert(rows.slice(at, at + CHUNK));
}

/**
 * `count` buyers who each bought a recurring option (the demo's monthly Supporter unless told)
 * at `boughtAt` with a saved 4242 test card, all due for their first renewal: the rows a purchase through the API leaves
 * (the buyer and their customer record, the card at the test processor and in our tables, the
 * paid order, its charge at both ends, the subscription as grantAccess writes it), inserted in
 * bulk in one transaction, so tests and the benchmark can have thousands due in seconds.
 */
export async function seedDueSubscriptions(
  { db }: { db: Db },
  {
    count,
    boughtAt,
    productOptionId = demoIds.supporter,
  }: { count: number; boughtAt: Date; productOptionId?: string },
): Promise<SeededSubscriptions> {
  const [option] = await db
    .select()
    .from(productOptions)
    .where(eq(productOptions.id, productOptionId));
  if (!option?.recurring || !option.interval || option.price === null) {
    throw new Error(`option ${productOptionId} is not a priced recurring option`);
  }
  const [publisher] = await db
    .select({ id: products.publisher_id })
    .from(products)
    .where(eq(products.id, option.product_id));
  if (!publisher) throw new Error(`option ${productOptionId} has no publisher`);
  const cycle = {
    anchor: boughtAt,
    interval: option.interval as Interval,
    intervalQuantity: option.interval_quantity,
  };
  const firstPeriod = billingPeriod(cycle, 0);
  const secondPeriod = billingPeriod(cycle, 1);
  const amount = option.price;
  const fingerprint = createHash("sha256")
    .update(JSON.stringify([option.id, amount, null]))
    .digest("hex");
  const batch = randomBytes(4).toString("hex");

  const buyers = Array.from({ length: count }, (_, i) => ({
    userId: randomUUID(),
    orderId: randomUUID(),
    email: `due-${batch}-${i}@example.com`,
    customerRef: testId("cus"),
    sourceId: testId("pm"),
    chargeRef: testId("ch"),
  }));
  const owner = (b: (typeof buyers)[number]) => ({
    publisher_id: publisher.id,
    user_id: b.userId,
  });
  const card = { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2040 };

  const subscriptionIds = await db.transaction(async (tx) => {
    await inChunks(buyers, (chunk) =>
      tx
        .insert(users)
        .values(chunk.map((b) => ({ id: b.userId, email: b.email, verified_at: boughtAt }))),
    );
    await inChunks(buyers, (chunk) => tx.insert(customers).values(chunk.map(owner)));
    await inChunks(buyers, (chunk) =>
      tx.insert(testProcessorCustomers).values(
        chunk.map((b) => ({
          id: b.customerRef,
          description: `user ${b.userId} at publisher ${publisher.id}`,
        })),
      ),
    );
    await inChunks(buyers, (chunk) =>
      tx.insert(testProcessorPaymentMethods).values(
        chunk.map((b) => ({
          id: b.sourceId,
          behaviour: "succeeds",
          ...card,
          customer_id: b.customerRef,
          attached_at: boughtAt,
        })),
      ),
    );
    const methodIds = new Map<string, number>();
    await inChunks(buyers, async (chunk) => {
      const saved = await tx
        .insert(paymentMethods)
        .values(
          chunk.map((b) => ({
            ...owner(b),
            gateway: "test",
            source_id: b.sourceId,
            source_type: "card" as const,
            ...card,
          })),
        )
        .returning({ id: paymentMethods.id, user_id: paymentMethods.user_id });
      for (const row of saved) methodIds.set(row.user_id, row.id);
    });
    const methodOf = (b: (typeof buyers)[number]) => methodIds.get(b.userId) ?? null;
    await inChunks(buyers, (chunk) =>
      tx.insert(paymentCustomers).values(
        chunk.map((b) => ({
          ...owner(b),
          gateway: "test",
          customer_ref: b.customerRef,
          default_payment_method_id: methodOf(b),
        })),
      ),
    );
    await inChunks(buyers, (chunk) =>
      tx.insert(orders).values(
        chunk.map((b) => ({
          id: b.orderId,
          ...owner(b),
          product_option_id: option.id,
          kind: "purchase",
          idempotency_key: randomUUID(),
          request_fingerprint: fingerprint,
          amount,
          currency: option.currency,
          payment_method_id: methodOf(b),
          claims_product_id: option.product_id,
          recurring_amount: amount,
          status: "paid",
          paid_at: boughtAt,
          created_at: boughtAt,
          updated_at: boughtAt,
        })),
      ),
    );
    await inChunks(buyers, (chunk) =>
      tx.insert(testProcessorCharges).values(
        chunk.map((b) => ({
          id: b.chargeRef,
          idempotency_key: `order:${b.orderId}`,
          customer_id: b.customerRef,
          payment_method_id: b.sourceId,
          amount,
          currency: option.currency,
          status: "succeeded",
          created_at: boughtAt,
          updated_at: boughtAt,
        })),
      ),
    );
    await inChunks(buyers, (chunk) =>
      tx.insert(charges).values(
        chunk.map((b) => ({
          order_id: b.orderId,
          gateway: "test",
          charge_ref: b.chargeRef,
          amount,
          currency: option.currency,
          status: "succeeded",
          created_at: boughtAt,
          updated_at: boughtAt,
        })),
      ),
    );
    const ids: string[] = [];
    await inChunks(buyers, async (chunk) => {
      const rows = await tx
        .insert(subscriptions)
        .values(
          chunk.map((b) => ({
            ...owner(b),
            product_id: option.product_id,
            product_option_id: option.id,
            order_id: b.orderId,
            status: "ACTIVE",
            recurring: true,
            current_period_start: firstPeriod.start,
            current_period_end: firstPeriod.end,
            billing_anchor: cycle.anchor,
            next_period_number: 1,
            interval: cycle.interval,
            interval_quantity: cycle.intervalQuantity,
            renewal_amount: amount,
            currency: option.currency,
            due_at: firstPeriod.end,
            created_at: boughtAt,
            updated_at: boughtAt,
          })),
        )
        .returning({ id: subscriptions.id });
      ids.push(...rows.map((row) => row.id));
    });
    return ids;
  });
  return {
    subscriptionIds,
    dueAt: firstPeriod.end,
    period: { number: 1, ...secondPeriod },
  };
}
