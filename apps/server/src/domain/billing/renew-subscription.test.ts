import { randomUUID } from "node:crypto";
import { demoCatalog } from "@creator-checkout/testing/demo-catalog";
import { seedDueSubscriptions } from "@creator-checkout/testing/seed-due-subscriptions";
import { testClock } from "@creator-checkout/testing/sign-in-helpers";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect";
import { orders, subscriptions, testProcessorCharges } from "../../db/schema";
import type { PaymentGateway } from "../../payments/payment-gateway";
import { createTestProcessorGateway } from "../../payments/test-processor/create-test-processor-gateway";
import { importCatalog } from "../catalog/import-catalog";
import { orderKinds } from "../order-kinds";
import { runDueBilling } from "./run-due-billing";

const BOUGHT_AT = new Date("2031-03-01T12:00:00Z");

describe.each(testDatabases())("a renewal resumed after a long outage, on $name", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await kind.open();
    await importCatalog(database, demoCatalog());
  });
  afterAll(async () => database?.close());

  it("finishes from the charge the provider holds, not with a second one under a forgotten key", async () => {
    const { subscriptionIds, dueAt } = await seedDueSubscriptions(
      { db: database.db },
      { count: 1, boughtAt: BOUGHT_AT },
    );
    const clock = testClock(new Date(dueAt.getTime() + 60_000));
    const processor = createTestProcessorGateway({ db: database.db, clock });
    const deps = (gateway: PaymentGateway) => ({
      db: database.db,
      clock,
      gateway,
      publicUrl: "http://checkout.test",
      renewalRetryDays: [1, 3, 5],
      orderKinds,
    });

    // The card is charged, then the answer is lost: the renewal's order stays pending.
    const answerLost: PaymentGateway = {
      ...processor,
      async charge(input) {
        await processor.charge(input);
        throw new Error("the connection dropped before the provider answered");
      },
    };
    await runDueBilling(deps(answerLost));
    // Two days later (past the lease, and past the day a provider keeps idempotency keys), a
    // provider that has forgotten the key would charge again: a fresh key stands for that.
    clock.advance(2 * 24 * 60 * 60);
    const forgetful: PaymentGateway = {
      ...processor,
      charge: (input) =>
        processor.charge({ ...input, idempotencyKey: `forgotten:${randomUUID()}` }),
    };
    const totals = await runDueBilling(deps(forgetful));

    expect(totals.renewed).toBe(1);
    const subscriptionId = subscriptionIds[0] as string;
    const [charged] = await database.db
      .select({ n: count() })
      .from(testProcessorCharges)
      .innerJoin(orders, sql`${testProcessorCharges.idempotency_key} = 'order:' || ${orders.id}`)
      .where(and(eq(orders.subscription_id, subscriptionId), eq(orders.kind, "renewal")));
    expect(charged?.n).toBe(1);
    const [forgottenCharges] = await database.db
      .select({ n: count() })
      .from(testProcessorCharges)
      .where(sql`${testProcessorCharges.idempotency_key} like 'forgotten:%'`);
    expect(forgottenCharges?.n).toBe(0);
    const [sub] = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    expect(sub?.status).toBe("ACTIVE");
    expect(sub?.next_period_number).toBe(2);
  });
});
