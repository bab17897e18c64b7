import { randomUUID } from "node:crypto";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { testClock } from "@creator-checkout/testing/sign-in-helpers";
import { saveTestCard, signedInBuyer } from "@creator-checkout/testing/signed-in-buyer";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentCustomers, paymentMethods, testProcessorCharges, users } from "../../db/schema";
import { createTestProcessorGateway } from "./create-test-processor-gateway";

describe.each(testDatabases())("the test processor's charge on $name", (kind) => {
  const clock = testClock();
  const demo = onDemoDatabase(kind, async ({ database }) => buildSignInTestApp(database.db, clock));

  /** A buyer's customer and saved card at the test processor. */
  async function savedCard(number: string) {
    const { db } = demo.database;
    const { email, headers } = await signedInBuyer(demo.app, db);
    await saveTestCard(demo.app, headers, number);
    const [row] = await db
      .select({ customerRef: paymentCustomers.customer_ref, sourceId: paymentMethods.source_id })
      .from(users)
      .innerJoin(paymentCustomers, eq(paymentCustomers.user_id, users.id))
      .innerJoin(paymentMethods, eq(paymentMethods.user_id, users.id))
      .where(eq(users.email, email));
    if (!row) throw new Error("the card was not saved");
    return row;
  }
  const charge = (
    card: { customerRef: string; sourceId: string },
    key: string,
    offSession = false,
  ) =>
    createTestProcessorGateway({ db: demo.database.db, clock }).charge({
      ...card,
      amount: 500,
      currency: "CHF",
      idempotencyKey: key,
      description: "test",
      offSession,
    });
  const chargesUnder = async (key: string) => {
    const [row] = await demo.database.db
      .select({ n: count() })
      .from(testProcessorCharges)
      .where(eq(testProcessorCharges.idempotency_key, key));
    return row?.n ?? 0;
  };

  it("makes one charge for ten concurrent calls and a replay under one key", async () => {
    const card = await savedCard("4242424242424242");
    const key = `order:${randomUUID()}`;

    const outcomes = await Promise.all(Array.from({ length: 10 }, () => charge(card, key)));
    const replay = await charge(card, key);

    expect(new Set([...outcomes, replay].map((outcome) => outcome.chargeRef)).size).toBe(1);
    expect(replay.status).toBe("succeeded");
    expect(await chargesUnder(key)).toBe(1);
  });

  it.each([
    ["4000000000000002", false, { status: "failed", code: "card_declined" }],
    ["4000000000009995", false, { status: "failed", code: "insufficient_funds" }],
    ["4000002500003155", false, { status: "requires_action" }],
    ["4000002500003155", true, { status: "failed", code: "authentication_required" }],
    ["5555555555554444", true, { status: "succeeded" }],
  ] as const)("answers card %s (buyer away: %s) as %o", async (number, offSession, expected) => {
    const card = await savedCard(number);

    expect(await charge(card, `order:${randomUUID()}`, offSession)).toMatchObject(expected);
  });
});
