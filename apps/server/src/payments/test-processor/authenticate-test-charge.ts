import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { testProcessorCharges } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { authenticationFailure } from "./create-test-processor-gateway";

/**
 * The test processor's stand-in for 3-D Secure: the buyer approves or denies a charge that
 * requires authentication. Only a charge still waiting can change.
 */
export async function authenticateTestCharge(
  { db, clock }: { db: Db; clock: Clock },
  { chargeId, approve }: { chargeId: string; approve: boolean },
): Promise<boolean> {
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
      ),
    )
    .returning({ id: testProcessorCharges.id });
  return updated.length === 1;
}
