import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { paymentCustomers, testProcessorCharges } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { authenticationFailure } from "./create-test-processor-gateway";

/**
 * The test processor's stand-in for 3-D Secure: the buyer approves or denies a charge that
 * requires authentication. Only a charge still waiting can change, and only by the buyer it
 * charges (their customer at this publisher): a charge id alone proves nothing.
 */
export async function authenticateTestCharge(
  { db, clock }: { db: Db; clock: Clock },
  input: { chargeId: string; approve: boolean; userId: string; publisherId: string },
): Promise<boolean> {
  const { chargeId, approve } = input;
  const buyersCustomer = db
    .select({ ref: paymentCustomers.customer_ref })
    .from(paymentCustomers)
    .where(
      and(
        eq(paymentCustomers.user_id, input.userId),
        eq(paymentCustomers.publisher_id, input.publisherId),
        eq(paymentCustomers.gateway, "test"),
      ),
    );
  const updated = await db
    .update(testProcessorCharges)
    .set(
      approve
        ? { status: "succeeded", updated_at: clock.now() }
        : { status: "failed", failure_code: authenticationFailure.code, updated_at: clock.now() },
    )
    .where(
      and(
        eq(testProcessorCharges.id, chargeId),
        eq(testProcessorCharges.status, "requires_action"),
        inArray(testProcessorCharges.customer_id, buyersCustomer),
      ),
    )
    .returning({ id: testProcessorCharges.id });
  return updated.length === 1;
}
