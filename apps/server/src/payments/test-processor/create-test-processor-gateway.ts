import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/connect";
import {
  testProcessorCharges,
  testProcessorCustomers,
  testProcessorPaymentMethods,
} from "../../db/schema";
import type { Clock } from "../../security/clock";
import { type ChargeOutcome, type PaymentGateway, PaymentMethodError } from "../payment-gateway";
import type { TestCardBehaviour } from "./test-cards";

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

const declines: Partial<Record<TestCardBehaviour, { code: string; message: string }>> = {
  declines: { code: "card_declined", message: "Your card was declined." },
  insufficient_funds: { code: "insufficient_funds", message: "Your card has insufficient funds." },
};

/** An off-session charge on a card that asks for 3-D Secure, as Stripe answers it. */
export const authenticationRequired = {
  code: "authentication_required",
  message:
    "Your bank asks you to confirm this payment. Please come back to the checkout page to pay.",
};

export const authenticationFailure = {
  code: "authentication_failed",
  message:
    "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
};

export function chargeOutcome(row: typeof testProcessorCharges.$inferSelect): ChargeOutcome {
  if (row.status === "succeeded" || row.status === "refunded")
    return { status: "succeeded", chargeRef: row.id };
  if (row.status === "requires_action") {
    return {
      status: "requires_action",
      chargeRef: row.id,
      nextAction: { type: "test_authentication", charge_id: row.id },
    };
  }
  const failure = [authenticationFailure, authenticationRequired, ...Object.values(declines)].find(
    (known) => known?.code === row.failure_code,
  );
  return {
    status: "failed",
    chargeRef: row.id,
    code: row.failure_code ?? "card_declined",
    message: failure?.message ?? "Your card was declined.",
  };
}

/** The built-in test processor behind the payment port: its records live in Postgres. */
export function createTestProcessorGateway({
  db,
  clock,
}: {
  db: Db;
  clock: Clock;
}): PaymentGateway {
  return {
    name: "test",
    async createCustomer({ description }) {
      const id = newId("cus");
      await db.insert(testProcessorCustomers).values({ id, description });
      return id;
    },
    async attachPaymentMethod({ customerRef, token }) {
      const [method] = await db
        .update(testProcessorPaymentMethods)
        .set({ customer_id: customerRef, attached_at: clock.now() })
        .where(
          and(
            eq(testProcessorPaymentMethods.id, token),
            isNull(testProcessorPaymentMethods.attached_at),
          ),
        )
        .returning();
      if (!method) {
        throw new PaymentMethodError(
          "invalid_token",
          "This card could not be saved. Please enter it again.",
        );
      }
      return {
        sourceId: method.id,
        card: {
          brand: method.brand,
          last4: method.last4,
          exp_month: method.exp_month,
          exp_year: method.exp_year,
        },
      };
    },
    async charge({ customerRef, sourceId, amount, currency, idempotencyKey, offSession }) {
      const [method] = await db
        .select()
        .from(testProcessorPaymentMethods)
        .where(
          and(
            eq(testProcessorPaymentMethods.id, sourceId),
            eq(testProcessorPaymentMethods.customer_id, customerRef),
          ),
        );
      if (!method)
        throw new PaymentMethodError("invalid_payment_method", "This card is not one of yours.");
      const behaviour = method.behaviour as TestCardBehaviour;
      const needsBuyer = behaviour === "requires_authentication";
      const decline =
        declines[behaviour] ?? (needsBuyer && offSession ? authenticationRequired : null);
      const status = decline ? "failed" : needsBuyer ? "requires_action" : "succeeded";
      // The provider's own idempotency: a repeated key returns the first charge, never a second.
      const [made] = await db
        .insert(testProcessorCharges)
        .values({
          id: newId("ch"),
          idempotency_key: idempotencyKey,
          customer_id: customerRef,
          payment_method_id: sourceId,
          amount,
          currency,
          status,
          failure_code: decline?.code ?? null,
        })
        .onConflictDoNothing({ target: testProcessorCharges.idempotency_key })
        .returning();
      const [row] = made
        ? [made]
        : await db
            .select()
            .from(testProcessorCharges)
            .where(eq(testProcessorCharges.idempotency_key, idempotencyKey));
      if (!row) throw new Error("the test charge could not be stored");
      return chargeOutcome(row);
    },
    async findCharge({ idempotencyKey }) {
      const [row] = await db
        .select()
        .from(testProcessorCharges)
        .where(eq(testProcessorCharges.idempotency_key, idempotencyKey));
      return row ? chargeOutcome(row) : null;
    },
  };
}
