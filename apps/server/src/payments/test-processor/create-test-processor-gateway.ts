import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { preparedPerDatabase } from "../../db/prepared-per-database";
import {
  testProcessorCharges,
  testProcessorCustomers,
  testProcessorPaymentMethods,
  testProcessorRefunds,
} from "../../db/schema";
import type { Clock } from "../../security/clock";
import { type ChargeOutcome, type PaymentGateway, PaymentMethodError } from "../payment-gateway";
import { type TestCardBehaviour, testCards } from "./test-cards";

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

/** A charge canceled while it waited for the buyer's 3-D Secure. */
export const chargeCanceled = {
  code: "payment_intent_canceled",
  message: "The payment was canceled.",
};

/** What a charge on each kind of test card ends as, for a buyer present or away. */
function chargeStatusesFor(offSession: boolean) {
  const statuses: Record<string, { status: string; code: string | null }> = {};
  for (const { behaviour } of Object.values(testCards)) {
    const needsBuyer = behaviour === "requires_authentication";
    const decline =
      declines[behaviour] ?? (needsBuyer && offSession ? authenticationRequired : null);
    statuses[behaviour] = {
      status: decline ? "failed" : needsBuyer ? "requires_action" : "succeeded",
      code: decline?.code ?? null,
    };
  }
  return statuses;
}
const statusesPresent = JSON.stringify(chargeStatusesFor(false));
const statusesAway = JSON.stringify(chargeStatusesFor(true));

export function chargeOutcome(
  row: Pick<typeof testProcessorCharges.$inferSelect, "id" | "status" | "failure_code">,
): ChargeOutcome {
  if (row.status === "succeeded" || row.status === "refunded")
    return { status: "succeeded", chargeRef: row.id };
  if (row.status === "requires_action") {
    return {
      status: "requires_action",
      chargeRef: row.id,
      nextAction: { type: "test_authentication", charge_id: row.id },
    };
  }
  const failure = [
    authenticationFailure,
    authenticationRequired,
    chargeCanceled,
    ...Object.values(declines),
  ].find((known) => known?.code === row.failure_code);
  return {
    status: "failed",
    chargeRef: row.id,
    code: row.failure_code ?? "card_declined",
    message: failure?.message ?? "Your card was declined.",
  };
}

/**
 * The card's check and the charge in one statement, as a purchase waits on it: the card must be
 * the customer's, its behaviour picks the status from `statuses`, and a repeated key stores
 * nothing (the provider's own idempotency: the caller reads the first charge back). Built and
 * named once per database, so Postgres plans it once per connection.
 */
function prepareCharge(db: Db) {
  const param = (name: string) => sql.placeholder(name);
  const method = db.$with("method", { behaviour: sql<string>`behaviour`.as("behaviour") }).as(sql`
    SELECT behaviour FROM ${testProcessorPaymentMethods}
    WHERE id = ${param("sourceId")} AND customer_id = ${param("customerRef")}`);
  const made = db
    .$with("made", {
      id: sql<string>`id`.as("id"),
      status: sql<string>`status`.as("status"),
      failureCode: sql<string | null>`failure_code`.as("failure_code"),
    })
    .as(sql`
      INSERT INTO ${testProcessorCharges}
        (id, idempotency_key, customer_id, payment_method_id, amount, currency, status, failure_code)
      SELECT ${param("id")}::text, ${param("idempotencyKey")}::text, ${param("customerRef")}::text,
        ${param("sourceId")}::text, ${param("amount")}::integer, ${param("currency")}::text,
        statuses -> behaviour ->> 'status', statuses -> behaviour ->> 'code'
      FROM method, (SELECT ${param("statuses")}::jsonb AS statuses) AS card_statuses
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id, status, failure_code`);
  return db
    .with(method, made)
    .select({
      known: sql<boolean>`exists (select 1 from method)`,
      id: made.id,
      status: made.status,
      failureCode: made.failureCode,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(made, sql`true`)
    .prepare("test_processor_charge");
}
const chargeStatementOf = preparedPerDatabase(prepareCharge);

/** The built-in test processor behind the payment port: its records live in Postgres. */
export function createTestProcessorGateway({
  db,
  clock,
}: {
  db: Db;
  clock: Clock;
}): PaymentGateway {
  const chargeStatement = chargeStatementOf(db);
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
          country: method.country,
        },
      };
    },
    async charge({ customerRef, sourceId, amount, currency, idempotencyKey, offSession }) {
      const [first] = await chargeStatement.execute({
        id: newId("ch"),
        idempotencyKey,
        customerRef,
        sourceId,
        amount,
        currency,
        statuses: offSession ? statusesAway : statusesPresent,
      });
      if (!first?.known)
        throw new PaymentMethodError("invalid_payment_method", "This card is not one of yours.");
      if (first.id && first.status)
        return chargeOutcome({
          id: first.id,
          status: first.status,
          failure_code: first.failureCode,
        });
      const [row] = await db
        .select()
        .from(testProcessorCharges)
        .where(eq(testProcessorCharges.idempotency_key, idempotencyKey));
      if (!row) throw new Error("the test charge could not be stored");
      return chargeOutcome(row);
    },
    refund: (input) => refundTestCharge(db, input),
    async cancelCharge({ chargeRef }) {
      // One statement on the charge's row, as the buyer's approval is: whichever comes first
      // wins, and the other finds the charge no longer waiting.
      await db
        .update(testProcessorCharges)
        .set({ status: "failed", failure_code: chargeCanceled.code, updated_at: clock.now() })
        .where(
          and(
            eq(testProcessorCharges.id, chargeRef),
            eq(testProcessorCharges.status, "requires_action"),
          ),
        );
      const [row] = await db
        .select()
        .from(testProcessorCharges)
        .where(eq(testProcessorCharges.id, chargeRef));
      if (!row) throw new PaymentMethodError("resource_missing", `No charge ${chargeRef}.`);
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

/**
 * A refund as a provider makes it: of a succeeded charge, never more than is left of it (the
 * charge's row is locked while its refunds are added up), and once per key.
 */
async function refundTestCharge(
  db: Db,
  { chargeRef, amount, idempotencyKey }: Parameters<PaymentGateway["refund"]>[0],
): Promise<{ refundRef: string }> {
  return db.transaction(async (tx) => {
    // The key is looked up under the charge's lock, so the same key sent twice at once waits
    // for the first and is answered with its refund.
    const [charge] = await tx
      .select()
      .from(testProcessorCharges)
      .where(eq(testProcessorCharges.id, chargeRef))
      .for("update");
    const [made] = await tx
      .select({ id: testProcessorRefunds.id })
      .from(testProcessorRefunds)
      .where(eq(testProcessorRefunds.idempotency_key, idempotencyKey));
    if (made) return { refundRef: made.id };
    if (!charge || (charge.status !== "succeeded" && charge.status !== "refunded")) {
      throw new PaymentMethodError("charge_not_refundable", `No succeeded charge ${chargeRef}.`);
    }
    const [given] = await tx
      .select({ total: sql<number>`coalesce(sum(${testProcessorRefunds.amount}), 0)::int` })
      .from(testProcessorRefunds)
      .where(eq(testProcessorRefunds.charge_id, chargeRef));
    const total = (given?.total ?? 0) + amount;
    if (total > charge.amount) {
      throw new PaymentMethodError(
        "amount_too_large",
        `Refund amount is greater than what is left of charge ${chargeRef}.`,
      );
    }
    const id = newId("re");
    await tx
      .insert(testProcessorRefunds)
      .values({ id, idempotency_key: idempotencyKey, charge_id: chargeRef, amount });
    if (total === charge.amount) {
      await tx
        .update(testProcessorCharges)
        .set({ status: "refunded", updated_at: sql`now()` })
        .where(eq(testProcessorCharges.id, chargeRef));
    }
    return { refundRef: id };
  });
}
